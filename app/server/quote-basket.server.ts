import { basketCookieName } from "~/lib/quote-address";
import { readQuoteForm } from "~/lib/quote-request";

/**
 * The lines this browser's quote basket holds, as its cookie carries them (decision 209): none without one. Read
 * as the query string it was written as, not decoded first, so a room named "Hall & stairs" stays one field.
 */
export function basketLines(request: Request) {
  const cookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${basketCookieName}=`));
  return cookie ? readQuoteForm(new URLSearchParams(cookie.slice(basketCookieName.length + 1))).lines : [];
}
