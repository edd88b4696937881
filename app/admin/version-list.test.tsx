// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { type ListedVersion, VersionList } from "./version-list";

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
});
