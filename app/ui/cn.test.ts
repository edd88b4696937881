import { describe, expect, it } from "vitest";

import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and skips falsy ones", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
  });

  it("lets a later class win over a conflicting earlier one", () => {
    expect(cn("px-4 py-2", "px-3")).toBe("py-2 px-3");
    expect(cn("rounded-md", "rounded-full")).toBe("rounded-full");
    expect(cn("mt-2", "mt-0")).toBe("mt-0");
  });

  it("knows the theme's colours apart from font sizes", () => {
    expect(cn("text-sm text-ink", "text-white")).toBe("text-sm text-white");
    expect(cn("bg-ink", "bg-bronze-deep")).toBe("bg-bronze-deep");
  });

  it("keeps classes for different states apart", () => {
    expect(cn("bg-ink hover:bg-bronze-deep", "bg-white")).toBe("hover:bg-bronze-deep bg-white");
  });
});

describe("cn on the primitives' own classes", () => {
  it("lets every padding side, margin and shape a caller gives win", () => {
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("py-3.5", "py-2")).toBe("py-2");
    expect(cn("-mt-2", "mt-4")).toBe("mt-4");
    expect(cn("text-base", "text-xs")).toBe("text-xs");
    expect(cn("text-center", "text-left", "text-sm")).toBe("text-left text-sm");
    expect(cn("font-semibold", "font-medium", "font-display")).toBe("font-medium font-display");
    expect(cn("border border-ink/20", "border-0 border-white")).toBe("border-0 border-white");
    expect(cn("inline-flex", "flex")).toBe("flex");
    expect(cn("border-b border-current pb-1", "border-ink")).toBe("border-b pb-1 border-ink");
    expect(cn("border-b-2", "border-b")).toBe("border-b");
    expect(cn("border-b-2", "border")).toBe("border");
    expect(cn("border-dashed border-ink/20", "border-bronze")).toBe("border-dashed border-bronze");
    expect(cn("border-collapse border-ink/20", "border-white")).toBe("border-collapse border-white");
    expect(cn("text-balance text-ink", "text-white")).toBe("text-balance text-white");
    expect(cn("bg-[linear-gradient(180deg,black,transparent)] bg-ink", "bg-white")).toBe(
      "bg-[linear-gradient(180deg,black,transparent)] bg-white",
    );
    expect(cn("border-t border-ink/20", "border-b")).toBe("border-t border-ink/20 border-b");
  });

  it("keeps classes it does not know", () => {
    expect(cn("motion-safe:transition-opacity duration-200", "group")).toBe(
      "motion-safe:transition-opacity duration-200 group",
    );
  });
});
