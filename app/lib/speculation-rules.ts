/**
 * Moving between public pages is a full page load (decision 140), made instant by the browser: the site's own
 * pages are fetched while the pointer rests on a link and the pages of the main navigation are rendered ahead.
 * The admin, the APIs, downloads and the quote (its address adds lines to the visitor's request) are never
 * loaded ahead.
 */
const ownPages = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: ["/admin*", "/api/*", "/quote*"] } },
    { not: { selector_matches: "[download], [rel~=nofollow], [target=_blank]" } },
  ],
};

export const speculationRules = JSON.stringify({
  prerender: [{ where: { and: [...ownPages.and, { selector_matches: "header a" }] }, eagerness: "moderate" }],
  prefetch: [{ where: ownPages, eagerness: "moderate" }],
});
