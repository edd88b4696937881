import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { catalogueChanges, describeCatalogueChanges } from "~/lib/catalogue/catalogue-changes";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";

const edited = (change: (catalogue: Catalogue) => void): Catalogue => {
  // Through JSON: the seed shares finish objects between models, which structuredClone would keep shared.
  const copy = JSON.parse(JSON.stringify(catalogueSeed)) as Catalogue;
  change(copy);
  return copy;
};
const model = (catalogue: Catalogue, id: string) => catalogue.models.find((m) => m.id === id)!;
const sentence = (after: Catalogue) => describeCatalogueChanges(catalogueChanges(catalogueSeed, after));

describe("catalogue changes", () => {
  it("names the model and counts its sizes changed", () => {
    const after = edited((c) => {
      const sizes = model(c, "flusso-vertical").sizes;
      for (const size of sizes.slice(0, 3)) size.output50 += 10;
    });
    expect(sentence(after)).toBe("Flusso Vertical: 3 sizes changed");
  });

  it("names fields, finishes and sizes added, removed and reordered, model by model", () => {
    const after = edited((c) => {
      const breva = model(c, "breva");
      breva.summary = "New words.";
      breva.wallClearance += 5;
      breva.sizes.pop();
      breva.finishes.reverse();
      const soffio = model(c, "soffio");
      soffio.sizes.push({ ...soffio.sizes[0]!, code: "NEW-1" });
      soffio.finishes[0]!.name = "Chalk";
    });
    expect(sentence(after)).toBe(
      "Soffio: 1 size added, 1 finish changed; Breva: summary and wall clearance changed, 1 size removed, finishes reordered",
    );
  });

  it("says 'No changes', the first version, and shortens a long list of models", () => {
    expect(sentence(structuredClone(catalogueSeed))).toBe("No changes");
    expect(describeCatalogueChanges(catalogueChanges(null, catalogueSeed))).toBe(
      "The catalogue as published before versions were kept",
    );
    const all = edited((c) => c.models.forEach((m) => (m.description += " More.")));
    const [first, second, third] = catalogueSeed.models;
    expect(sentence(all)).toBe(
      `${first!.name}: description changed; ${second!.name}: description changed; ${third!.name}: description changed; and ${catalogueSeed.models.length - 3} more models changed`,
    );
  });

  it("counts sizes whose price changed, and fittings changed, added or removed", () => {
    const after = edited((c) => {
      model(c, "soffio").sizes[0]!.price += 20;
      c.fittings[0]!.price += 5;
      c.fittings.pop();
    });
    expect(sentence(after)).toBe("Soffio: 1 size changed; 1 fitting changed, 1 fitting removed");
    const kept = catalogueChanges(catalogueSeed, after);
    // Versions kept before the catalogue had fittings have no fittings in their changes.
    expect(describeCatalogueChanges({ ...kept, fittings: undefined })).toBe("Soffio: 1 size changed");
  });

  it("names models added or removed whole, and series changed", () => {
    const after = edited((c) => {
      c.models = c.models.filter((m) => m.id !== "breva");
      c.series[0]!.name = "Renamed";
    });
    expect(sentence(after)).toBe("Breva: model removed; series changed: Renamed");
  });
});
