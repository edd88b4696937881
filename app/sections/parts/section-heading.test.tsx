// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { SectionHeading, SectionTitle } from "./section-heading";

afterEach(cleanup);

describe("the one section heading", () => {
  it("is medium weight as a bare title and regular in the heading block, at the same size", () => {
    render(
      <>
        <SectionTitle level={1}>Bare</SectionTitle>
        <SectionHeading eyebrow="Small line" heading="In a block" intro="A line below." />
      </>,
    );
    const bare = screen.getByRole("heading", { level: 1, name: "Bare" });
    const inBlock = screen.getByRole("heading", { level: 2, name: "In a block" });
    expect(bare).toHaveClass("font-medium", "text-4xl");
    expect(inBlock).not.toHaveClass("font-medium");
    expect(inBlock).toHaveClass("mt-4", "text-4xl", "lg:text-[3.5rem]");
  });

  it("draws no empty heading, in a block or alone", () => {
    render(
      <>
        <SectionTitle level={2}> </SectionTitle>
        <SectionHeading eyebrow="Small line" heading="" intro="A line below." />
      </>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("A line below.")).toBeInTheDocument();
  });
});
