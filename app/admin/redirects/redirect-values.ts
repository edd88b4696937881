import {
  fromPathProblem,
  normalizeRedirectPath,
  readTypedTarget,
  type Redirect,
  type RedirectInput,
  redirectMessages,
  type RedirectStatus,
} from "~/lib/redirect-rules";

/** What the redirect form holds while the administrator types. */
export interface RedirectValues {
  fromPath: string;
  targetKind: "page" | "url";
  /** The chosen page's id as the select holds it; '' for none. */
  pageId: string;
  url: string;
  status: RedirectStatus;
  confirmExternal: boolean;
}

export type RedirectField = "fromPath" | "target" | "confirmExternal";

export const emptyRedirect: RedirectValues = {
  fromPath: "",
  targetKind: "page",
  pageId: "",
  url: "",
  status: 301,
  confirmExternal: false,
};

/** A listed redirect as the form starts from when editing it; another site's address was confirmed already. */
export function valuesOf(redirect: Redirect): RedirectValues {
  const { target } = redirect;
  return {
    ...emptyRedirect,
    fromPath: redirect.fromPath,
    status: redirect.status,
    ...(target.kind === "page"
      ? { targetKind: "page", pageId: String(target.pageId) }
      : { targetKind: "url", url: target.url, confirmExternal: /^https?:/.test(target.url) }),
  };
}

/** Whether the typed address leads to another site, which the form asks to confirm. */
export function leavesSite(values: RedirectValues, siteOrigin: string): boolean {
  return values.targetKind === "url" && readTypedTarget(values.url, siteOrigin)?.kind === "external";
}

/**
 * The rules the browser can check before sending (docs/product.md#redirects), each under its field; the server
 * checks them again with the ones that need the database (live pages, loops, addresses taken).
 */
export function redirectProblems(values: RedirectValues, siteOrigin: string): Partial<Record<RedirectField, string>> {
  const problems: Partial<Record<RedirectField, string>> = {};
  const from = fromPathProblem(normalizeRedirectPath(values.fromPath));
  if (from) problems.fromPath = from;
  if (values.targetKind === "page" && values.pageId === "") problems.target = redirectMessages.targetRequired;
  if (values.targetKind === "url") {
    const target = readTypedTarget(values.url, siteOrigin);
    if (!target) problems.target = values.url.trim() ? redirectMessages.urlFormat : redirectMessages.targetRequired;
    else if (target.kind === "external" && !values.confirmExternal)
      problems.confirmExternal = redirectMessages.confirmExternal;
  }
  return problems;
}

/** The API body for the form's values. */
export function inputOf(values: RedirectValues): RedirectInput {
  const base = { fromPath: values.fromPath, status: values.status };
  return values.targetKind === "page"
    ? { ...base, pageId: Number(values.pageId) }
    : { ...base, url: values.url.trim(), confirmExternal: values.confirmExternal };
}
