import { expect, test } from "@playwright/test";
import sharp from "sharp";

import { baseURL } from "../../playwright.config";
import { decode, inBatches, listedPaths, unlistedPages } from "../support/public-pages";

/**
 * Every address a page's <head> names (canonical, icons, manifest, style sheets, preloads, module preloads, the
 * Open Graph and Twitter pictures) must answer 200, or a shared link shows no picture and a browser fetches in
 * vain. The pages are the sitemap's, so a new page is never forgotten, plus those it leaves out on purpose.
 * Only the served HTML is read: no browser.
 */

/** The addresses in a page's head: each link's href and image candidates, each meta content that is a URL. */
function headUrls(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  const urls: string[] = [];
  for (const [tag, name] of head.matchAll(/<(link|meta)\b[^>]*>/gi)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), decode(value!)]),
    );
    if (name!.toLowerCase() === "link") {
      if (attributes.href) urls.push(attributes.href);
      const candidates = (attributes.imagesrcset ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]);
      urls.push(...candidates.filter((url): url is string => Boolean(url)));
    } else if (/^https?:\/\//.test(attributes.content ?? "")) {
      urls.push(attributes.content!);
    }
  }
  return urls;
}

test("every address a public page's head names answers 200, and every title names the brand once", async ({
  request,
}) => {
  const listed = await listedPaths(request);
  expect(listed).toEqual(expect.arrayContaining(["/", "/collection", "/contact", "/terms"]));
  expect(listed.filter((path) => path.split("/").length === 4).length, "model pages").toBeGreaterThan(0);
  const pages = [...listed.map((path) => ({ path, status: 200 })), ...unlistedPages];

  const namedBy = new Map<string, string[]>();
  const titles = new Map<string, string>();
  await inBatches(pages, async ({ path, status }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    titles.set(path, decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""));
    for (const url of headUrls(html)) {
      // The site names itself by the address it was asked at, so its own files are those on the test server.
      const absolute = new URL(url, baseURL);
      if (absolute.origin !== new URL(baseURL).origin) continue;
      namedBy.set(absolute.href, [...(namedBy.get(absolute.href) ?? []), path]);
    }
  });
  expect(namedBy.size).toBeGreaterThan(pages.length);
  // Every title names the brand once ("Request a quote | Tepore", never "| Tepore | Tepore").
  const brandTwice = [...titles].filter(([, title]) => title.split("Tepore").length !== 2);
  expect(brandTwice).toEqual([]);

  const broken = await inBatches([...namedBy], async ([url, paths]) => {
    const status = (await request.get(url, { maxRedirects: 0 })).status();
    return status === 200 ? [] : [`${url} answers ${status}, named by ${[...new Set(paths)].join(", ")}`];
  });
  expect(broken.flat()).toEqual([]);
});

test("a model page's preview picture is that model, at the size its tags give", async ({ request }) => {
  const path = (await listedPaths(request)).find((listed) => listed.split("/").length === 4)!;
  const html = await (await request.get(path)).text();
  const meta = (property: string) =>
    decode(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)![1]!);
  const image = meta("og:image");
  expect(image).toContain(`/img/studio-${path.split("/").at(-1)}-`);
  const { width, height } = await sharp(await (await request.get(image)).body()).metadata();
  expect({ width: meta("og:image:width"), height: meta("og:image:height") }).toEqual({
    width: String(width),
    height: String(height),
  });
});
