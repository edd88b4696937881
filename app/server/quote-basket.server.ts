import { basketCookieValue } from "~/lib/quote-address";
import { readQuoteForm } from "~/lib/quote-request";

/**
 * The lines this browser's quote basket holds, as its cookie carries them (decision 209): none without one. Read
 * as the query string it was written as, not decoded first, so a room named "Hall & stairs" stays one field.
 */
export const basketLines = (request: Request) =>
  readQuoteForm(new URLSearchParams(basketCookieValue(request.headers.get("cookie") ?? ""))).lines;
