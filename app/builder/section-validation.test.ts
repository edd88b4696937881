import { describe, expect, it } from "vitest";

import { unreadableTextMessage } from "~/lib/plain-text";

import { textSection } from "../../tests/support/fixtures";
import { validateSection } from "./section-validation";

describe("the section editor's checks", () => {
  it("say under the field when its text holds half of a character, as the server would", () => {
    const section = textSection("s1");
    expect(validateSection({ ...section, title: "Rooms\ud800" })?.fields).toEqual({ title: unreadableTextMessage });
    expect(validateSection({ ...section, content: "\udc00" })?.fields).toEqual({ content: unreadableTextMessage });
  });

  it("let through what the server cleans (control and bidirectional override characters)", () => {
    expect(validateSection({ ...textSection("s1"), title: "Rooms\u202e\u0000" })).toBeNull();
  });
});
