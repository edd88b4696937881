import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { sizeOutputs } from "~/lib/catalogue/catalogue-queries";
import { heatPumpSystem } from "~/lib/system-presets";

import { draftCatalogue, publishCatalogue, saveModelDraft } from "./catalogue.server";
import { specSheet } from "./spec-sheet.server";

const hasPoppler = spawnSync("pdftotext", ["-v"]).status === 0;

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "sheet-")), "sheet.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("spec sheet", () => {
  it("is an A4 PDF of a published model, and none for a model that does not exist", async () => {
    const pdf = await specSheet("retto-vertical")!;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString()).toContain("%%EOF");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(specSheet("no-such-model")).toBeNull();
  });

  it.skipIf(!hasPoppler)("has the model, every size with its outputs, and the drawing's dimensions", async () => {
    const text = pdfText(await specSheet("retto-vertical")!);
    expect(text).toContain("Retto Vertical");
    expect(text).toContain("Sizes and heat outputs");
    expect(text).toMatch(/RV-1800-500-D\s+Double\s+1,800 × 500 × 86\s+1,560\s+5,323\s+803\s+2,740/);
    const model = draftCatalogue().models.find((m) => m.id === "retto-vertical")!;
    for (const size of model.sizes) expect(text).toContain(size.code);
    expect(text).toContain("240 pipe centres");
    expect(text).toContain("Drawing of RV-1600-300-S, in millimetres.");
  });

  it.skipIf(!hasPoppler)("gives the outputs at the buyer's system, named as the model page names it", async () => {
    const text = pdfText(await specSheet("retto-vertical", heatPumpSystem(45))!);
    expect(text).toContain("Heat pump 45/40/21 °C (ΔT21.5)");
    // 1,560 W × (21.5 / 50)^1.3 = 521 W, as on the model page at that system.
    expect(text).toMatch(/RV-1800-500-D\s+Double\s+1,800 × 500 × 86\s+1,560\s+5,323\s+521\s+1,778/);
  });

  it.skipIf(!hasPoppler)(
    "names a towel rail's heat pump preset with the bathroom's 22 °C its page offers",
    async () => {
      const model = draftCatalogue().models.find((m) => m.id === "soffio")!;
      const size = model.sizes[0]!;
      const text = pdfText(await specSheet("soffio", heatPumpSystem(45, 22))!);
      expect(text).toContain("Heat pump 45/40/22 °C (ΔT20.5)");
      const watts = sizeOutputs(model, size, heatPumpSystem(45, 22)).system.watts;
      expect(text).toMatch(new RegExp(`${size.code}\\s+.*\\s${watts.toLocaleString("en-GB")}\\s`));
    },
  );

  it("is kept until the catalogue is published again, then follows the publish", async () => {
    const first = specSheet("soffio");
    expect(specSheet("soffio")).toBe(first);
    const model = structuredClone(draftCatalogue().models.find((m) => m.id === "soffio")!);
    model.sizes[0]!.code = "SO-TEST-1";
    saveModelDraft("soffio", model);
    expect(specSheet("soffio")).toBe(first);
    publishCatalogue();
    const second = specSheet("soffio");
    expect(second).not.toBe(first);
    if (hasPoppler) expect(pdfText(await second!)).toContain("SO-TEST-1");
  });
});
