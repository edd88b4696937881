import { cookieValue, httpOnlyCookie } from "./session.server";

/**
 * The browser that sent a quote keeps its receipt for a day, so `/quote?sent=1` shows it the reference and the
 * summary (decision 135) while the address stays the same for everyone, and nobody else can see them.
 */
const receiptCookieName = "tepore-quote";
const receiptLifetimeSeconds = 24 * 60 * 60;

export const quoteReceiptCookie = (request: Request, receipt: string) =>
  httpOnlyCookie(request, {
    name: receiptCookieName,
    value: receipt,
    path: "/quote",
    maxAgeSeconds: receiptLifetimeSeconds,
  });

/** The receipt this browser holds, or "". */
export const receiptOf = (request: Request) => cookieValue(request, receiptCookieName) ?? "";
