import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { createCriticalCss } from "./critical-css.server";

const folder = mkdtempSync(path.join(tmpdir(), "critical-css-"));
mkdirSync(path.join(folder, "assets"));
writeFileSync(
  path.join(folder, "assets/site-test.css"),
  [
    `@font-face{font-family:"Brand";src:url(/assets/brand.woff2)}`,
    `@font-face{font-family:"Brand Fallback";src:local(Arial);size-adjust:103%}`,
    `.title{font-family:"Brand","Brand Fallback";color:red}`,
    `.unused{color:blue}`,
    `@media (min-width:40rem){.title{color:green}}`,
    `[data-solid=true]{background:white}`,
    `.form:has(#system option[value="boiler"]:checked) .flow{display:none}`,
    `:is(.form:not(:has(#system option[value="custom"]:checked)) .custom){display:none}`,
  ].join("\n"),
);
writeFileSync(
  path.join(folder, "assets/fonts-test.css"),
  [
    `@font-face{font-family:"Serif Fallback";src:local(Times New Roman);size-adjust:97%}`,
    `@font-face{font-family:"Serif";src:url(/assets/serif.woff2) format("woff2");font-display:optional}`,
  ].join("\n"),
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const page = (text: string, form = "") =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/site-test.css" data-precedence="default"/></head>` +
  `<body><h1 class="title">${text}</h1>${form}</body></html>`;

const systemForm =
  '<form class="form"><select id="system"><option value="boiler">Boiler</option></select><p class="flow">Flow</p>' +
  '<p class="custom">Custom</p></form>';

describe("a public page's critical CSS", () => {
  const inline = createCriticalCss(folder);

  it("inlines the rules the page uses, at every width, and holds the whole stylesheet back until the page has loaded", async () => {
    const html = await inline(page("Designer radiators"));
    const style = /<head><style>(.*)<\/style><\/head>/s.exec(html)?.[1] ?? "";
    expect(style).toContain(".title{");
    expect(style).toContain("@media (min-width:40rem){.title{color:green}}");
    expect(style).not.toContain(".unused");
    expect(style, "states a script sets later come with the whole stylesheet").not.toContain("data-solid");
    expect(style, "the fonts load with the whole stylesheet, after the first paint").not.toContain("brand.woff2");
    expect(style, "the faces drawn to the fonts' metrics come at once: they download nothing").toContain(
      '@font-face{font-family:"Brand Fallback";src:local(Arial);size-adjust:103%}',
    );
    expect(style, "a rule about a form's state only where the form is").not.toContain(":has(");
    expect(html).toContain(
      '<h1 class="title">Designer radiators</h1>' +
        '<noscript data-after-load=""><link rel="stylesheet" href="/assets/site-test.css"/></noscript></body>',
    );
    expect(html).not.toContain("data-precedence");
  });

  it("decides before the first paint what a form shows for its choice", async () => {
    const html = await inline(page("Size a room", systemForm));
    const style = /<head><style>(.*)<\/style><\/head>/s.exec(html)?.[1] ?? "";
    expect(style.match(/:has\(/g)).toHaveLength(2);
    expect(style).toContain('.form:has(#system option[value="boiler"]:checked) .flow{display:none}');
    expect(style).toContain(':is(.form:not(:has(#system option[value="custom"]:checked)) .custom){display:none}');
  });

  it("inlines the fallback faces of the web fonts' stylesheet it holds back, not its fonts", async () => {
    const fonts = '<noscript data-web-fonts=""><link rel="stylesheet" href="/assets/fonts-test.css"/></noscript>';
    const html = await inline(page("Size a room", fonts));
    const style = /<head><style>(.*)<\/style><\/head>/s.exec(html)?.[1] ?? "";
    expect(style).toContain('@font-face{font-family:"Serif Fallback";src:local(Times New Roman);size-adjust:97%}');
    expect(style).not.toContain("serif.woff2");
  });

  it("gives pages of one look the same rules, whatever they say", async () => {
    const first = await inline(page("Column radiators"));
    const second = await inline(page("Towel rails"));
    expect(second.replace("Towel rails", "Column radiators")).toBe(first);
  });

  it("leaves a page alone whose stylesheet is not a built file (the development server)", async () => {
    const html = page("Anything").replace("/assets/site-test.css", "/assets/site-missing.css");
    expect(await inline(html)).toBe(html);
  });
});
