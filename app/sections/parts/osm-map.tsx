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

/** Without a script the frame in `<noscript>` loads, and the one waiting for the script is not shown. */
const withoutScript = `iframe[data-enhance="deferred-frame"]{display:none}`;

/**
 * The embedded map of the business location: another site's page, so it is asked for once this page has loaded
 * (app/enhance/deferred-frame.ts), and even then only when near the screen. Until then its box shows the section's
 * background.
 */
export function OsmMap({ title }: { title: string }) {
  const frame = {
    loading: "lazy",
    referrerPolicy: "no-referrer",
    sandbox: "allow-scripts allow-same-origin allow-popups",
    className: "h-full min-h-[22rem] w-full border-0 grayscale-[0.35]",
  } as const;
  const address = osmEmbedUrl();
  return (
    <>
      <iframe title={title} {...frame} data-enhance="deferred-frame" data-src={address} />
      <noscript>
        <style>{withoutScript}</style>
        <iframe title={title} {...frame} src={address} />
      </noscript>
    </>
  );
}
