import { describe, expect, it } from "vitest";

import { withoutUnusedProperties } from "./unused-properties.server";

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
