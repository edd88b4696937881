import { describe, expect, it } from "vitest";

import { pictureColours } from "./picture-colour.server";

describe("pictureColours", () => {
  it("averages the middle of the site's own pictures, and leaves out what it cannot read", async () => {
    const url = "/img/hero-home-1600.webp";
    const colours = await pictureColours([url, "/img/no-such-picture-1600.webp", "https://example.com/a.jpg"]);
    expect([...colours.keys()]).toEqual([url]);
    for (const channel of colours.get(url)!) expect(channel).toBeGreaterThanOrEqual(0);
  });
});
