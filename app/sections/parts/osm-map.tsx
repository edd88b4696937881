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

/** Without a script the frame in `<noscript>` loads, and the box waiting for the script is not shown. */
const withoutScript = `[data-enhance="deferred-frame"]{display:none}`;

const box = "h-full min-h-[22rem] w-full grayscale-[0.35]";
const sandbox = "allow-scripts allow-same-origin allow-popups";

/**
 * The embedded map of the business location: another site's page, so its frame is made once this page has loaded
 * (app/enhance/deferred-frame.ts), and asked for only when near the screen. Until then the box shows the section's
 * background; the page's HTML holds no frame outside `<noscript>`, so the browser builds none while it reads it.
 */
export function OsmMap({ title }: { title: string }) {
  const address = osmEmbedUrl();
  return (
    <>
      <div className={box} data-enhance="deferred-frame" data-src={address} data-title={title} data-sandbox={sandbox} />
      <noscript>
        <style>{withoutScript}</style>
        <iframe
          title={title}
          src={address}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox={sandbox}
          className={`${box} block border-0`}
        />
      </noscript>
    </>
  );
}
