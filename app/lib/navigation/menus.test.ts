import { describe, expect, it } from "vitest";

import { linkMessage } from "~/lib/link-target";

import { menuAddressProblem, menuLinkSchema, menuMessages } from "./menus";

describe("menuAddressProblem", () => {
  it("accepts a page of this site, with an anchor or a query, and outside addresses", () => {
    for (const address of ["/contact", "/collection#retto", "/quote?model=x", "https://example.com", "mailto:a@b.co"])
      expect(menuAddressProblem(address)).toBeNull();
  });

  it("says what is wrong with anything else", () => {
    expect(menuAddressProblem("  ")).toBe(menuMessages.addressRequired);
    expect(menuAddressProblem("#contact")).toBe(menuMessages.anchorOnly);
    expect(menuAddressProblem("/our showroom")).toBe(menuMessages.spaces);
    expect(menuAddressProblem("javascript:alert(1)")).toBe(linkMessage);
    expect(menuAddressProblem("showroom")).toBe(linkMessage);
    expect(menuAddressProblem("//evil.example")).toBe(linkMessage);
  });
});

describe("menuLinkSchema", () => {
  it("cleans the name and refuses an empty one", () => {
    const link = { id: "a", label: "  Showroom\u202e ", target: { kind: "url", url: "/contact" } };
    expect(menuLinkSchema.parse(link).label).toBe("Showroom");
    const empty = menuLinkSchema.safeParse({ ...link, label: " " });
    expect(empty.error?.issues[0]?.message).toBe(menuMessages.labelRequired);
  });
});
