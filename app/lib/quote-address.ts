/**
 * The quote basket's lines as addresses and a cookie carry them (decisions 150, 209). Tiny and free of imports, for
 * the quote page, its server and the basket's script alike.
 */

/** A line's fields, as the quote page's address, form and basket carry them, once per line. */
export const quoteLineKeys = [
  "model",
  "size",
  "finish",
  "quantity",
  "room",
  "valves",
  "connection",
  "brackets",
  "heating",
] as const;
export type QuoteLineFields = Record<(typeof quoteLineKeys)[number], string>;

/**
 * What an address with lines asks of the basket: `1`, it is the request as it stands (a public page, the same for
 * everyone); without it, as a model page's 'Request a quote' links, its lines join the basket.
 */
export const basketParam = "basket";

/** Every field of every line, empty ones too, so the lines' columns stay aligned. */
function linesQuery(lines: readonly QuoteLineFields[]) {
  const params = new URLSearchParams();
  for (const line of lines) for (const key of quoteLineKeys) params.append(key, line[key]);
  return params;
}

/** The quote page for these lines and the note it was opened with; the bare page for an empty request. */
export function quoteAddress(lines: readonly QuoteLineFields[], note = "") {
  if (lines.length === 0) return "/quote";
  const params = new URLSearchParams([[basketParam, "1"], ...linesQuery(lines)]);
  if (note) params.append(noteParam, note);
  return `/quote?${params}`;
}

/** The same radiator for the same room, whatever its quantity or fittings: a basket holds it once. */
export const sameRadiator = (a: QuoteLineFields, b: QuoteLineFields) =>
  a.model === b.model && a.size === b.size && a.finish === b.finish && a.room === b.room;

/** The basket with the lines it does not hold yet added at its end. */
export const withLines = (basket: readonly QuoteLineFields[], added: readonly QuoteLineFields[]) => [
  ...basket,
  ...added.filter((line) => !basket.some((kept) => sameRadiator(kept, line))),
];

/** The cookie that lets the server add to the basket for a browser without JavaScript, sent only to the quote. */
export const basketCookieName = "tepore-quote-basket";
const basketDays = 30;
/** Browsers keep 4 KB a cookie: lines past this are left out of it (twenty lines take about 3.5 KB). */
const basketCookieChars = 3800;

/** The basket's query string in a request's Cookie header, as it was written; "" without one. */
export function basketCookieValue(cookieHeader: string) {
  const cookie = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${basketCookieName}=`));
  return cookie ? cookie.slice(basketCookieName.length + 1) : "";
}

/** Whether a request's Cookie header holds a basket with lines: the quote page is then that browser's own. */
export const holdsBasket = (cookieHeader: string) => basketCookieValue(cookieHeader) !== "";

/**
 * The Set-Cookie value keeping these lines (their fields as a query string) and the buyer's note after them, or
 * clearing the cookie for none. A note that does not fit beside the lines is left out whole, never cut (decision 217).
 */
export function basketCookie(lines: readonly QuoteLineFields[], secure: boolean, note = "") {
  const query = (count: number) => linesQuery(lines.slice(0, count)).toString();
  let count = lines.length;
  while (count > 0 && query(count).length > basketCookieChars) count -= 1;
  const maxAge = count > 0 ? basketDays * 24 * 60 * 60 : 0;
  const noted = count > 0 && note ? `${query(count)}&${new URLSearchParams([[noteParam, note]])}` : "";
  const value = noted && noted.length <= basketCookieChars ? noted : query(count);
  return `${basketCookieName}=${value}; Path=/quote; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The query parameter that carries the buyer's note, in the page's address and in the basket's cookie. */
export const noteParam = "message";

/** The note a request's Cookie header keeps in the basket; "" without one. */
export const basketNote = (cookieHeader: string) =>
  new URLSearchParams(basketCookieValue(cookieHeader)).get(noteParam) ?? "";

/**
 * The buyer's note with a link's note (the system its outputs were read at) joined to it (decision 217): what was
 * typed stays as it is, first; each line of the link's note it does not hold yet is added at its end.
 */
export function withNote(kept: string, incoming: string) {
  const held = new Set(kept.split("\n").map((line) => line.trim()));
  const added = incoming.split("\n").filter((line) => line.trim() !== "" && !held.has(line.trim()));
  return [kept, ...added].filter((part) => part !== "").join("\n");
}
