import { describe, expect, it } from "vitest";

import { checkContact, contactLimits } from "./contact-values";
import { unreadableTextMessage } from "./plain-text";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.co.uk",
  company: "",
  message: "A radiator for a hallway, please.",
};

describe("contact form values", () => {
  it("accepts a complete message with an empty company", () => {
    expect(checkContact(valid)).toEqual({ values: valid });
  });

  it("treats a missing company as empty", () => {
    const { company: _, ...withoutCompany } = valid;
    expect(checkContact(withoutCompany)).toEqual({ values: valid });
  });

  it("requires name, email and message, and says which", () => {
    expect(checkContact({ name: " ", email: "", company: "", message: "" })).toEqual({
      errors: {
        name: "Please enter your name.",
        email: "Please enter your e-mail address.",
        message: "Please write your message.",
      },
    });
  });

  it("rejects an address that is not an e-mail address", () => {
    for (const email of [
      "ada@",
      "ada",
      "@example.co.uk",
      "ada@example",
      ".ada@example.co.uk",
      "ada lovelace@example.co.uk",
    ]) {
      expect(checkContact({ ...valid, email })).toEqual({
        errors: { email: "Please enter a valid e-mail address, like name@example.co.uk." },
      });
    }
    expect(checkContact({ ...valid, email: "ada.lovelace+radiators@mail.example.co.uk" })).toHaveProperty("values");
  });

  it("counts anything but text as missing", () => {
    expect(checkContact({ ...valid, name: 42 })).toEqual({ errors: { name: "Please enter your name." } });
    expect(checkContact(null)).toHaveProperty("errors.message", "Please write your message.");
  });

  it("enforces the length limits of docs/product.md#contact-messages", () => {
    expect(contactLimits).toEqual({ name: 100, email: 254, company: 100, message: 5000 });
    const tooLong = {
      name: "n".repeat(101),
      email: `${"e".repeat(250)}@x.uk`,
      company: "c".repeat(101),
      message: "m".repeat(5001),
    };
    expect(checkContact(tooLong)).toEqual({
      errors: {
        name: "Please keep your name under 100 characters.",
        email: "Please keep your e-mail address under 254 characters.",
        company: "Please keep the company name under 100 characters.",
        message: "Please keep your message under 5000 characters.",
      },
    });
    const atLimits = {
      name: "n".repeat(100),
      email: `${"e".repeat(240)}@example.uk`,
      company: "c".repeat(100),
      message: "m".repeat(5000),
    };
    expect(checkContact(atLimits)).toEqual({ values: atLimits });
  });

  it("trims surrounding spaces", () => {
    expect(checkContact({ ...valid, name: "  Ada  ", message: " Hello \n" })).toEqual({
      values: { ...valid, name: "Ada", message: "Hello" },
    });
  });

  it("turns line breaks in the name and company into spaces and removes control characters", () => {
    const checked = checkContact({
      ...valid,
      name: "Ada\r\nBcc: someone@example.com",
      company: "Studio\u0000 North\u2028Ltd\u0007\t",
      message: "First line\nSecond\u0000 line\u001b[31m",
    });
    expect(checked).toEqual({
      values: {
        ...valid,
        name: "Ada Bcc: someone@example.com",
        company: "Studio North Ltd",
        message: "First line\nSecond line[31m",
      },
    });
  });

  it("counts a name of nothing but control characters as empty", () => {
    expect(checkContact({ ...valid, name: "\u0000\r\n" })).toEqual({ errors: { name: "Please enter your name." } });
  });

  it("removes bidirectional overrides and isolates from every field but the address, and normalises to NFC", () => {
    expect(
      checkContact({
        ...valid,
        name: "\u202eAda Lovelace",
        company: "Cafe\u0301 \u2067North\u2069",
        message: "Line\u202a one\u2028Line two",
      }),
    ).toEqual({
      values: { ...valid, name: "Ada Lovelace", company: "Caf\u00e9 North", message: "Line one\nLine two" },
    });
  });

  it("refuses any field holding half of a character, with one message", () => {
    expect(
      checkContact({ name: "Ada\ud800", email: "ada\udc00@example.co.uk", company: "\ud83d", message: "Hi \udfff" }),
    ).toEqual({
      errors: {
        name: unreadableTextMessage,
        email: unreadableTextMessage,
        company: unreadableTextMessage,
        message: unreadableTextMessage,
      },
    });
  });
});
