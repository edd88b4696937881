import { describe, expect, it } from "vitest";

import {
  stylesheetExtras,
  withoutHoverAndMotion,
  withoutUnreadThemeVariables,
  withoutUnusedProperties,
} from "./critical-css-rules.server";

const registrations =
  "@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-ease:initial}}}" +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-blur{syntax:"*";inherits:false}' +
  '@property --tw-ease{syntax:"*";inherits:false}';

describe("withoutUnusedProperties", () => {
  it("keeps the registrations of properties a rule reads or sets, and drops the others", () => {
    const css = `${registrations}@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.ease-calm{--tw-ease:var(--ease-calm)}}`;
    expect(withoutUnusedProperties(css)).toBe(
      "@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-ease:initial}}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-ease{syntax:"*";inherits:false}' +
        "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.ease-calm{--tw-ease:var(--ease-calm)}}",
    );
  });

  it("leaves a stylesheet without registrations as it was", () => {
    const css = ":root{--color-ink:#1d1b18}.title{color:var(--color-ink)}@media (width>=40rem){.title{color:green}}";
    expect(withoutUnusedProperties(css)).toBe(css);
  });
});

describe("stylesheetExtras", () => {
  it("takes the faces drawn from the visitor's own fonts, not those that download a file", () => {
    const fallback =
      "@font-face{font-family:Manrope Fallback;src:local(Arial),local(Liberation Sans);size-adjust:103.185%}";
    const css = `${fallback}@font-face{font-family:Manrope;src:url(/assets/manrope.woff2) format("woff2")}.title{color:red}`;
    expect(stylesheetExtras(css).fallbackFaces).toBe(fallback);
    expect(stylesheetExtras(".title{color:red}").fallbackFaces).toBe("");
  });

  it("takes the rules starting with :where() whose classes the page uses, in their layer and media query", () => {
    const css =
      "@layer utilities{:where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}" +
      ":where(.divide-y>:not(:last-child)){border-bottom-width:1px}" +
      "@media (width>=64rem){:where(.lg\\:space-y-6>:not(:last-child)){margin-block-start:1.5rem}}.title{color:red}}";
    const { unmatchedRulesFor } = stylesheetExtras(css);
    expect(unmatchedRulesFor('<ul class="mt-5 space-y-3 lg:space-y-6"><li class="title">A</li></ul>')).toBe(
      "@layer utilities{:where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}}" +
        "@layer utilities{@media (width>=64rem){:where(.lg\\:space-y-6>:not(:last-child)){margin-block-start:1.5rem}}}",
    );
    expect(unmatchedRulesFor('<p class="title">A</p>')).toBe("");
  });

  it("takes a rule that is one :is() of alternatives where the page has one alternative's classes", () => {
    const rule =
      ":is(.sizing-form:has(#sizing-system option[value=boiler]:checked) .sizing-flow," +
      ".finder-form:has(#finder-system option[value=boiler]:checked) .finder-flow){display:none}";
    const { unmatchedRulesFor } = stylesheetExtras(rule);
    expect(unmatchedRulesFor('<form class="sizing-form"><p class="sizing-flow">Flow</p></form>')).toBe(rule);
    expect(unmatchedRulesFor('<form class="finder-form"><p class="finder-flow">Flow</p></form>')).toBe(rule);
    expect(unmatchedRulesFor('<form class="sizing-form"><p class="title">A</p></form>')).toBe("");
  });
});

describe("withoutHoverAndMotion", () => {
  it("leaves out hover states, transitions and animations, which the first paint does not draw", () => {
    const css =
      "@layer utilities{.link{color:red;transition-property:color;transition-duration:.3s}" +
      "@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}" +
      ".card:hover .title,.card .title{color:blue}.bounce{animation:var(--animate-bounce)}}";
    expect(withoutHoverAndMotion(css)).toBe("@layer utilities{.link{color:red}.card .title{color:blue}}");
  });
});

describe("withoutUnreadThemeVariables", () => {
  const theme =
    "@layer theme{:root{--font-sans:Manrope,sans-serif;--default-font-family:var(--font-sans);" +
    "--color-red-700:#b91c1c;--color-ink:#1d1b18;--color-bronze:#8a5f32;--spacing:.25rem;--container-6xl:72rem}}";

  it("keeps the theme's variables the rules read, and those they read in turn, and drops the others", () => {
    const css = `${theme}@layer base{html{font-family:var(--default-font-family)}}@layer utilities{.mt-4{margin-top:calc(var(--spacing)*4)}.text-ink{color:var(--color-ink)}}`;
    expect(withoutUnreadThemeVariables(css, "<p>A</p>")).toBe(
      "@layer theme{:root{--font-sans:Manrope,sans-serif;--default-font-family:var(--font-sans);--color-ink:#1d1b18;--spacing:.25rem}}" +
        "@layer base{html{font-family:var(--default-font-family)}}@layer utilities{.mt-4{margin-top:calc(var(--spacing)*4)}.text-ink{color:var(--color-ink)}}",
    );
  });

  it("keeps a variable the page's own style attributes read", () => {
    const kept = withoutUnreadThemeVariables(theme, '<p style="color:var(--color-bronze)">A</p>');
    expect(kept).toContain("--color-bronze:#8a5f32");
    expect(kept).not.toContain("--color-red-700");
  });
});
