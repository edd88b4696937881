/**
 * Prices as the site writes them. Free of imports: the quote basket's script (app/enhance) formats its running
 * estimate with it, and must not bring the catalogue along.
 */
let formats: { wholePounds: Intl.NumberFormat; withPence: Intl.NumberFormat } | undefined;

/**
 * Made at the first price: a browser takes some 20 ms to build its first currency format, which the quote page's
 * script would otherwise spend as it starts, before the buyer has typed anything.
 */
const formatsOnce = () =>
  (formats ??= {
    wholePounds: new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    withPence: new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }),
  });

/** £1,250, or £12.50 when there are pence. */
export function formatPrice(pounds: number): string {
  const { wholePounds, withPence } = formatsOnce();
  return (Number.isInteger(pounds) ? wholePounds : withPence).format(pounds);
}
