// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { type ListedVersion, versionDate, VersionList } from "./version-list";

const version = (number: number, live = false): ListedVersion => ({
  number,
  publishedAt: `2026-11-2${number}T09:00:00.000Z`,
  summary: number === 1 ? "First published version" : "1 section edited",
  live,
});

describe("VersionList", () => {
  afterEach(cleanup);

  it("marks the live version in words, for sight and for screen readers, and only that one", () => {
    render(<VersionList versions={[version(3, true), version(2), version(1)]} action={() => null} />);
    const [live, ...others] = within(screen.getByRole("list", { name: "Versions" })).getAllByRole("listitem");
    expect(live).toHaveAttribute("aria-current", "true");
    expect(live).toHaveTextContent("Live, what visitors see now");
    expect(within(live!).getByText("Live")).toBeVisible();
    for (const other of others) {
      expect(other).not.toHaveAttribute("aria-current");
      expect(other).not.toHaveTextContent("Live");
    }
  });

  it("says what a version was restored from, by number and date, and whether it was edited after", () => {
    const restores: ListedVersion["restores"] = [
      { number: 1, publishedAt: version(1).publishedAt, thenEdited: false },
      {
        number: 2,
        publishedAt: version(2).publishedAt,
        section: { id: "why", type: "text", title: "Our Why" },
        thenEdited: true,
      },
    ];
    render(<VersionList versions={[{ ...version(4), restores }, version(3)]} action={() => null} />);
    const [restored, edited] = within(screen.getByRole("list", { name: "Versions" })).getAllByRole("listitem");
    const on = (number: number) => versionDate.format(new Date(version(number).publishedAt));
    expect(within(restored!).getByText(`Restored version 1 of ${on(1)}`)).toBeVisible();
    expect(within(restored!).getByText(`Restored "Our Why" from version 2 of ${on(2)}, then edited`)).toBeVisible();
    expect(edited).not.toHaveTextContent("Restored");
  });
});
