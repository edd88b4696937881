/**
 * Prices as the site writes them. Free of imports: the quote basket's script (app/enhance) formats its running
 * estimate with it, and must not bring the catalogue along.
 */
const wholePounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** £1,250, or £12.50 when there are pence. */
export const formatPrice = (pounds: number) => (Number.isInteger(pounds) ? wholePounds : withPence).format(pounds);
