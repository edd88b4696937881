// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Picture } from "~/content/picture";
import type { Section } from "~/lib/page-model";
import { loadSectionTypes } from "~/sections/section-types";

import { SectionMiniature } from "./section-miniature";

const hallway: Picture = { id: "hallway", width: 1600, height: 1000, widths: [360, 720, 1600], alt: "A hallway" };
const siteCatalogue = (url: string) => (url.startsWith("/img/hallway-") ? hallway : undefined);
const notLoadedYet = () => undefined;

const upload = "/media/0123456789abcdef0123-v1600.jpg";
const section = (patch: Partial<Section>): Section => ({
  id: "s1",
  type: "hero",
  layout: "full-width",
  title: "Warmth",
  content: "",
  imageUrl: "",
  backgroundColor: "#ffffff",
  ...patch,
});

/** The miniature's drawing: its canvas colour, the pictures it shows and the colours of its shapes. */
function drawn(shown: Section, sitePictureAt: (url: string) => Picture | undefined = siteCatalogue) {
  const { container } = render(<SectionMiniature section={shown} sitePictureAt={sitePictureAt} />);
  const svg = container.querySelector("svg")!;
  const [canvas, ...shapes] = [...svg.querySelectorAll("rect")];
  return {
    svg,
    canvas: canvas!.getAttribute("fill"),
    pictures: [...svg.querySelectorAll("image")].map((image) => image.getAttribute("href")),
    fills: shapes.map((shape) => shape.getAttribute("fill")),
    canvasSized: shapes.filter(
      (shape) => shape.getAttribute("width") === "120" && shape.getAttribute("height") === "72",
    ),
  };
}

describe("SectionMiniature: a section in the builder's list drawn small, to tell it apart at a glance", () => {
  beforeAll(loadSectionTypes);
  afterEach(cleanup);

  it("draws the layout on the section's own background, its picture where the layout has one, from a small copy", () => {
    const { svg, canvas, pictures } = drawn(section({ imageUrl: upload, backgroundColor: "#151412" }));
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(canvas).toBe("#151412");
    expect(pictures).toEqual(["/media/0123456789abcdef0123-480.webp"]);
  });

  it("puts a gallery's pictures in the layout's places in order; places beyond them stay drawn", () => {
    const items = ["https://example.com/one.jpg", "", upload].map((imageUrl, index) => ({
      id: `i${index}`,
      title: "",
      content: "",
      imageUrl,
    }));
    const { pictures, fills } = drawn(section({ type: "gallery", layout: "grid", items }));
    expect(pictures).toEqual(["https://example.com/one.jpg", "/media/0123456789abcdef0123-480.webp"]);
    expect(fills.filter((fill) => fill === "#d8cfc1").length).toBeGreaterThanOrEqual(4);
  });

  it("leaves a picture that cannot be shown out, and the next one takes its place", () => {
    const items = ["/media/gone.webp", "/media/kept.webp"].map((imageUrl, index) => ({
      id: `i${index}`,
      title: "",
      content: "",
      imageUrl,
    }));
    const { svg } = drawn(section({ type: "gallery", layout: "grid", items }));
    fireEvent.error(svg.querySelector('image[href="/media/gone.webp"]')!);
    expect([...svg.querySelectorAll("image")].map((image) => image.getAttribute("href"))).toEqual(["/media/kept.webp"]);
  });

  it("shows one of the site's own pictures by a small rendition once the imagery catalogue is known", () => {
    const hero = section({ imageUrl: "/img/hallway-1600.webp" });
    expect(drawn(hero, notLoadedYet).pictures).toEqual([]);
    cleanup();
    expect(drawn(hero).pictures).toEqual(["/img/hallway-360.webp"]);
  });

  it("draws headings light on a dark background, as the section's text is", () => {
    const ink = "#4a453e";
    expect(drawn(section({ type: "text", layout: "centered" })).fills).toContain(ink);
    cleanup();
    const dark = drawn(section({ type: "text", layout: "centered", backgroundColor: "#1d1b18" }));
    expect(dark.fills).not.toContain(ink);
  });

  it("shows a hero without its picture in its own colour, what was drawn over the picture in the section's tone", () => {
    const photo = "#8f8474";
    const light = drawn(section({ backgroundColor: "#ffffff" }));
    expect(light.canvasSized).toEqual([]);
    expect(light.fills).not.toContain(photo);
    expect(light.fills).not.toContain("#ffffff");
    cleanup();
    const dark = drawn(section({ backgroundColor: "#2f3d35" }));
    expect(dark.canvas).toBe("#2f3d35");
    expect(dark.fills).toContain("#ffffff");
  });

  it("shows the section's own colour where the layout's drawing paints a background of its own", () => {
    const contact = drawn(section({ type: "contact", layout: "details-and-form", backgroundColor: "#e3ece6" }));
    expect(contact.canvas).toBe("#e3ece6");
    expect(contact.canvasSized).toEqual([]);
  });
});
