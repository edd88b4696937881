import { brand } from "~/content/brand";

/** A small box around the showroom for the OpenStreetMap embed (no API key, no cookies: docs/product.md#accessibility). */
const span = { lat: 0.004, lon: 0.009 };

function osmEmbedUrl(): string {
  const { latitude, longitude } = brand.geo;
  const bbox = [longitude - span.lon, latitude - span.lat, longitude + span.lon, latitude + span.lat].join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${latitude},${longitude}`;
}

export function osmLargerMapUrl(): string {
  const { latitude, longitude } = brand.geo;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** The embedded map of the business location; loaded lazily so it costs nothing until scrolled to. */
export function OsmMap({ title }: { title: string }) {
  return (
    <iframe
      title={title}
      src={osmEmbedUrl()}
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-popups"
      className="h-full min-h-[22rem] w-full border-0 grayscale-[0.35]"
    />
  );
}
