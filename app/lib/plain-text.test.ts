import { describe, expect, it } from "vitest";

import { cleanText, isReadable, unreadableTextMessage } from "./plain-text";
import { plainText } from "./plain-text-schema";

describe("free text", () => {
  it("removes C0 and C1 control characters and DEL", () => {
    expect(cleanText("Te\u0000po\u0007re\u001b\u007f\u0080\u009f", "line")).toBe("Tepore");
    expect(cleanText("a\u0000b\u0008c\u009bd", "lines")).toBe("abcd");
  });

  it("makes line breaks of every kind one space on one line, with tabs", () => {
    expect(cleanText("Tepore\r\nRadiators\r", "line")).toBe("Tepore Radiators ");
    expect(cleanText("a\n\n\u2028b\u2029c\u0085d\ve\ff\tg", "line")).toBe("a b c d e f g");
  });

  it("keeps line breaks as line feeds and tabs in text of several lines", () => {
    expect(cleanText("one\r\ntwo\rthree\u2028four\u0085five\n\tsix", "lines")).toBe(
      "one\ntwo\nthree\nfour\nfive\n\tsix",
    );
  });

  it("removes bidirectional embeddings, overrides and isolates, and keeps the direction marks", () => {
    expect(cleanText("Ada\u202e gpj.exe\u202c", "line")).toBe("Ada gpj.exe");
    expect(cleanText("\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069x", "line")).toBe("x");
    expect(cleanText("\u05e9\u05dc\u05d5\u05dd\u200e 42 \u200f\u061c", "line")).toBe(
      "\u05e9\u05dc\u05d5\u05dd\u200e 42 \u200f\u061c",
    );
  });

  it("normalises to NFC, so the same words are the same characters", () => {
    expect(cleanText("Cafe\u0301 Ro\u0308mer", "line")).toBe("Caf\u00e9 R\u00f6mer");
  });

  it("keeps ordinary text, emoji and joiners as they are", () => {
    const text = "Müller & Søn — 👩‍🔧 «Łódź» 東京";
    expect(cleanText(text, "line")).toBe(text);
  });

  it("finds lone surrogates and accepts pairs", () => {
    expect(isReadable("Radiator 🔥")).toBe(true);
    expect(isReadable("a\ud800")).toBe(false);
    expect(isReadable("\udfffb")).toBe(false);
    expect(isReadable("\ud83d\ud83d\udd25")).toBe(false);
  });

  it("as a schema: refuses unreadable text with the one message, and checks limits on what is kept", () => {
    const schema = plainText("line").trim().min(1, "Enter it.").max(6, "Too long.");
    expect(schema.safeParse("\ud800Tepore").error?.issues.map((issue) => issue.message)).toEqual([
      unreadableTextMessage,
    ]);
    expect(schema.parse(" Te\u0000po\u202ere\r\n")).toBe("Tepore");
    expect(schema.safeParse("\u0000\u202e ").error?.issues[0]?.message).toBe("Enter it.");
    expect(plainText("lines").parse("a\r\nb")).toBe("a\nb");
  });
});
