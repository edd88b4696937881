import type { Section } from "../page-model";
import { listed, problem, type PublishProblem } from "./problem";

/** What the links of a page may lead to on this site. */
export interface SiteAddresses {
  /** Paths that answer visitors now: built-in pages, model pages, published pages, redirects. */
  live: ReadonlySet<string>;
  /** Pages made in the builder and never published (or unpublished), by the path their draft would have. */
  unpublished: ReadonlyMap<string, string>;
}

interface Link {
  href: string;
  /** How the administrator finds it: 'the button “Book”', 'item 2', 'a link in the text'. */
  where: string;
}

function linksOf(section: Section): Link[] {
  const buttons = (section.buttons ?? []).map((button) => ({
    href: button.link,
    where: `the button “${button.label}”`,
  }));
  const items = (section.items ?? []).flatMap((item, index) =>
    item.link === undefined ? [] : [{ href: item.link, where: `item ${index + 1}` }],
  );
  const text = (section.richContent ?? []).flatMap((block) =>
    (block.type === "paragraph" ? [block.runs] : block.items).flatMap((runs) =>
      runs.flatMap((run) => (run.link ? [{ href: run.link, where: `the link “${run.text.trim()}”` }] : [])),
    ),
  );
  return [...buttons, ...items, ...text];
}

/** The page path a link of this site leads to, without its anchor or query; null for other links. */
export function sitePath(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path.toLowerCase();
}

/**
 * Buttons and links that lead nowhere (no address), to a page that does not exist, or to a page visitors cannot
 * open yet because it is not published.
 */
export function linkProblems(sections: readonly Section[], site: SiteAddresses): PublishProblem[] {
  return sections.flatMap((section) => {
    const empty: string[] = [];
    const missing: string[] = [];
    const unpublished: PublishProblem[] = [];
    for (const link of linksOf(section)) {
      if (!link.href.trim()) {
        empty.push(link.where);
        continue;
      }
      const path = sitePath(link.href);
      if (path === null || site.live.has(path)) continue;
      const title = site.unpublished.get(path);
      if (title === undefined) missing.push(`${link.where} (${path})`);
      else
        unpublished.push(
          problem("unpublished-link", section, `${cap(link.where)} leads to “${title}”, which is not published yet.`),
        );
    }
    return [
      ...(empty.length ? [problem("link", section, `${cap(listed(empty))} ${has(empty)} no address to go to.`)] : []),
      ...(missing.length
        ? [problem("link", section, `${cap(listed(missing))} ${leads(missing)} to a page that does not exist.`)]
        : []),
      ...unpublished,
    ];
  });
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const has = (list: readonly string[]) => (list.length === 1 ? "has" : "have");
const leads = (list: readonly string[]) => (list.length === 1 ? "leads" : "lead");
