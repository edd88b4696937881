import type { Page } from "@playwright/test";

/** What a visitor meets on a page, in order: its headings, links, buttons and images. */
export interface PageOutline {
  headings: string[];
  links: string[];
  buttons: string[];
  images: string[];
}

/**
 * The outline of the page's main content (the header and footer are the layout's, the same on every page).
 * Images are named by their picture (file stem without the width) and alt text, so a different rendition of the
 * same picture counts as the same image.
 */
export function outlineOf(page: Page): Promise<PageOutline> {
  return page.locator("main").evaluate((main) => {
    const text = (element: Element) =>
      (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    // A closed dialog (the gallery's lightbox, drawn by the server, decision 146) is not met until it opens.
    const visible = (element: Element) => !element.closest("[hidden], template, noscript, dialog:not([open])");
    const all = (selector: string) => [...main.querySelectorAll(selector)].filter(visible);
    return {
      headings: all("h1, h2, h3").map((h) => `${h.tagName.toLowerCase()} ${text(h)}`),
      links: all("a[href]").map((a) => `${text(a)} -> ${a.getAttribute("href")}`),
      buttons: all("button").map(text),
      images: all("img").map((img) => {
        const src = img.getAttribute("src") ?? "";
        return `${src.replace(/-\d+\.(webp|avif)$/, "")} "${img.getAttribute("alt")}"`;
      }),
    };
  });
}
