import { formatPrice } from "~/lib/price-format";

/**
 * The quote's running estimate (decision 208): each line's guide price as the buyer fills it in, and their total.
 * Pure and small, for the page the server renders and for the quote basket's script (app/enhance/quote-basket.ts),
 * so both say the same figures.
 */

/** The most of one radiator a line may ask for. */
export const maxQuantity = 50;

/** A line's quantity as typed: a whole number from 1 to 50, else null. */
export function lineQuantity(typed: string): number | null {
  const value = typed.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= maxQuantity ? quantity : null;
}

/** The size in its finish and each chosen fitting, times the quantity; null while the quantity is not one. */
export function lineEstimate(quantity: string, unitPrice: number, fittingPrices: readonly number[]): number | null {
  const count = lineQuantity(quantity);
  return count === null ? null : count * fittingPrices.reduce((sum, price) => sum + price, unitPrice);
}

/** A line's guide price, or what it needs to have one. */
export const lineEstimateText = (estimate: number | null) =>
  estimate === null ? `needs a quantity from 1 to ${maxQuantity}` : formatPrice(estimate);

/** The total of the lines that have a price, saying so when some have none. */
export function estimatedTotalText(estimates: readonly (number | null)[]) {
  const total = formatPrice(estimates.reduce<number>((sum, estimate) => sum + (estimate ?? 0), 0));
  return estimates.includes(null) ? `${total}, leaving out the lines without a price` : total;
}
