import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { galleryImages } from "~/content/images";
import { shopTheLook } from "~/lib/catalogue/shop-the-look";

describe("shop the look: the product a gallery picture shows", () => {
  it("names the model and the finish its alt text gives, and links to that model page in that finish", () => {
    expect(
      shopTheLook("Retto Vertical flat-panel radiator in matte black in a kitchen with white cabinets.", catalogueSeed),
    ).toEqual({ label: "Retto Vertical in Matte black", href: "/collection/modern/retto-vertical?finish=matte-black" });
    expect(
      shopTheLook("Augusto 4-column radiator in antique brass in a deep green dining room.", catalogueSeed),
    ).toEqual({
      label: "Augusto 4-Column in Antique brass",
      href: "/collection/classic/augusto-4-column?finish=antique-brass",
    });
  });

  it("takes the finish named after the model: a towel rail in chrome holding a white towel is chrome", () => {
    expect(shopTheLook("Augusto Towel Rail in chrome with a white towel.", catalogueSeed)?.label).toBe(
      "Augusto Towel Rail in Chrome",
    );
  });

  it("names the model alone when it is not made in the colour shown", () => {
    expect(shopTheLook("Flusso Vertical radiator in matte black on a pale pink wall.", catalogueSeed)).toEqual({
      label: "Flusso Vertical",
      href: "/collection/minimalist/flusso-vertical",
    });
  });

  it("links a close-up that names only its series to the series' page, and names nothing without either", () => {
    expect(shopTheLook("Close-up of a Retto flat-panel radiator in anthracite.", catalogueSeed)).toEqual({
      label: "The Retto series",
      href: "/collection/modern",
    });
    expect(shopTheLook("Pencil drawings of radiators on a workshop bench.", catalogueSeed)).toBeUndefined();
  });

  it("links every gallery picture to a page of the catalogue", () => {
    expect(galleryImages.filter((image) => !shopTheLook(image.alt, catalogueSeed)).map((image) => image.id)).toEqual(
      [],
    );
  });
});
