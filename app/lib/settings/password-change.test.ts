import { describe, expect, it } from "vitest";

import { passwordChangeProblem } from "./password-change";

const values = (currentPassword: string, newPassword: string, confirmPassword: string) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe("password change rules (docs/product.md#validation)", () => {
  it("asks for a new password first: 'Password Required'", () => {
    expect(passwordChangeProblem(values("", "", ""))).toEqual({
      field: "newPassword",
      title: "Password Required",
      description: "Please enter a new password.",
    });
  });

  it("then for a matching confirmation: 'Passwords Don't Match'", () => {
    expect(passwordChangeProblem(values("", "long enough 1", "long enough 2"))).toEqual({
      field: "confirmPassword",
      title: "Passwords Don't Match",
      description: "The passwords you entered don't match.",
    });
  });

  it("then for the current password, then for twelve characters", () => {
    expect(passwordChangeProblem(values("", "long enough!", "long enough!"))?.title).toBe("Current Password Required");
    expect(passwordChangeProblem(values("old", "elevenchars", "elevenchars"))).toEqual({
      field: "newPassword",
      title: "Password Too Short",
      description: "Please choose a password of at least 12 characters.",
    });
  });

  it("accepts a complete change", () => {
    expect(passwordChangeProblem(values("old", "twelve chars", "twelve chars"))).toBeNull();
  });
});
