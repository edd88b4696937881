// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { Button, buttonClass, ButtonLink } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is a button that does not submit unless asked, with the caller's classes winning over the defaults", () => {
    render(
      <Button variant="secondary" className="px-3">
        Cancel
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Cancel" });
    expect(button).toHaveAttribute("type", "button");
    expect(button.className.split(" ")).toContain("px-3");
    expect(button.className.split(" ")).not.toContain("px-4");
    expect(button.className).toContain("bg-white");
  });

  it("has the public site's large, rounded shape on request", () => {
    expect(buttonClass({ size: "lg" }).split(" ")).toEqual(expect.arrayContaining(["rounded-full", "px-7"]));
    expect(buttonClass().split(" ")).toEqual(expect.arrayContaining(["rounded-md", "px-4", "bg-ink"]));
  });
});

describe("ButtonLink", () => {
  it("is a link styled as a button", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <ButtonLink to="/contact" variant="outline" size="lg" className="mt-10">
            Contact us
          </ButtonLink>
        ),
      },
    ]);
    render(<Stub />);
    const link = await screen.findByRole("link", { name: "Contact us" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link.className.split(" ")).toEqual(expect.arrayContaining(["mt-10", "rounded-full", "border-ink/80"]));
  });
});
