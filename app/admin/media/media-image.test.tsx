// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { MediaImage } from "./media-image";

afterEach(cleanup);

const hash = "0123456789abcdef0123";

describe("MediaImage (docs/product.md#messages 'Broken media image': a placeholder)", () => {
  it("serves an upload through its AVIF and WebP variants", () => {
    const { container } = render(<MediaImage url={`/media/${hash}-v960.jpg`} alt="A radiator" sizes="20rem" />);
    const sources = container.querySelectorAll("source");
    expect([...sources].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("sizes", "20rem");
    expect(screen.getByRole("img", { name: "A radiator" })).toHaveAttribute("src", `/media/${hash}-960.webp`);
  });

  it("shows any other address as it is", () => {
    render(<MediaImage url="/img/hero-home-960.webp" alt="Hero" />);
    expect(screen.getByRole("img", { name: "Hero" })).toHaveAttribute("src", "/img/hero-home-960.webp");
  });

  it("shows a placeholder without an address, or when the image cannot be loaded", () => {
    const { rerender } = render(<MediaImage url="" alt="" />);
    expect(screen.getByRole("img", { name: "Image not available" })).toBeInTheDocument();
    rerender(<MediaImage url="/media/gone.png" alt="A towel rail" />);
    fireEvent.error(screen.getByRole("img", { name: "A towel rail" }));
    expect(screen.getByRole("img", { name: "A towel rail (image not available)" })).toBeInTheDocument();
    rerender(<MediaImage url="/media/another.png" alt="A towel rail" />);
    expect(screen.getByRole("img", { name: "A towel rail" })).toHaveAttribute("src", "/media/another.png");
  });
});
