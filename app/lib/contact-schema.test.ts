import { describe, expect, it } from "vitest";
import { contactErrors, contactLimits, contactSchema } from "./contact-schema";

const valid = { name: "Ada Lovelace", email: "ada@example.co.uk", company: "", message: "A radiator for a hallway, please." };

describe("contact form values", () => {
  it("accepts a complete message with an empty company", () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it("requires name, email and message, and says which", () => {
    expect(contactErrors({ name: " ", email: "", company: "", message: "" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your e-mail address.",
      message: "Please write your message.",
    });
  });

  it("rejects an address that is not an e-mail address", () => {
    expect(contactErrors({ ...valid, email: "ada@" })).toEqual({
      email: "Please enter a valid e-mail address, like name@example.co.uk.",
    });
  });

  it("enforces the length limits of PRODUCT.md D4", () => {
    expect(contactLimits).toEqual({ name: 100, email: 254, company: 100, message: 5000 });
    const tooLong = {
      name: "n".repeat(101),
      email: `${"e".repeat(250)}@x.uk`,
      company: "c".repeat(101),
      message: "m".repeat(5001),
    };
    expect(Object.keys(contactErrors(tooLong)).sort()).toEqual(["company", "email", "message", "name"]);
    const atLimits = { name: "n".repeat(100), email: `${"e".repeat(240)}@example.uk`, company: "c".repeat(100), message: "m".repeat(5000) };
    expect(contactErrors(atLimits)).toEqual({});
  });

  it("trims surrounding spaces", () => {
    expect(contactSchema.parse({ ...valid, name: "  Ada  " }).name).toBe("Ada");
  });
});
