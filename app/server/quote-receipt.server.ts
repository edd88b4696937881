import { cookieValue, isHttps } from "./session.server";

/**
 * The browser that sent a quote keeps its receipt for a day, so `/quote?sent=1` shows it the reference and the
 * summary (decision 135) while the address stays the same for everyone, and nobody else can see them.
 */
const receiptCookieName = "tepore-quote";
const receiptLifetimeSeconds = 24 * 60 * 60;

export function quoteReceiptCookie(request: Request, receipt: string): string {
  const parts = [
    `${receiptCookieName}=${receipt}`,
    "Path=/quote",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${receiptLifetimeSeconds}`,
  ];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

/** The receipt this browser holds, or "". */
export const receiptOf = (request: Request) => cookieValue(request, receiptCookieName) ?? "";
