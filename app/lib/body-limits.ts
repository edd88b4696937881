import { maxUploadRequestBytes } from "~/lib/media/media-item";

/**
 * The largest body each kind of request may have (docs/product.md#request-limits). Every route reads its body
 * against one of these, and the server counts every body against the limit of its kind before any route sees
 * it, so a route that forgets still cannot be sent more.
 */
export const bodyLimits = {
  /** A visitor's form: a contact message or a quote request (20 lines at most). */
  publicForm: 32 * 1024,
  /** A small admin change: a sign-in, a password, a setting, a read mark, a publish or restore. */
  adminChange: 8 * 1024,
  /** A whole document of the admin's: a page's draft with its sections, or a model of the catalogue. */
  adminDocument: 1024 * 1024,
  /**
   * An upload request: what one may carry altogether, with a tenth more for the form's framing. It is read into
   * memory whole, so it stays near the 55 MB it has always been (decision 166); the dialog sends each file alone.
   */
  upload: Math.round(maxUploadRequestBytes * 1.1),
} as const;

/** The limit of the kind of request this is, decided by its address alone (the body is not read yet). */
export function bodyLimitFor(method: string, pathname: string): number {
  if (method === "POST" && pathname === "/api/admin/media") return bodyLimits.upload;
  if (pathname.startsWith("/api/admin/")) return bodyLimits.adminDocument;
  return bodyLimits.publicForm;
}
