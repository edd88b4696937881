/**
 * The specification sheet of a model: an A4 PDF drawn from the published catalogue with the same drawing and
 * figures as the model page. Sheets are kept in memory until the catalogue is published again.
 */
import { createRequire } from "node:module";

import PDFDocument from "pdfkit";

import { brand } from "~/content/brand";
import { leadTimes, seriesOf, sizeOutputs } from "~/lib/catalogue/catalogue-queries";
import type { Catalogue, CatalogueModel, CatalogueSize } from "~/lib/catalogue/catalogue-schema";
import { modelSystemPresets } from "~/lib/catalogue/figured-system";
import { dtLabel } from "~/lib/catalogue/figures";
import { type DrawingRole, technicalDrawing } from "~/lib/catalogue/technical-drawing";
import { deltaT, type SystemTemperatures } from "~/lib/heat-output";
import { boilerSystem, sameSystem, systemDescription, temperaturesLabel } from "~/lib/system-presets";

import { getSiteSettings } from "../settings.server";
import { catalogueStatus, publishedCatalogue } from "./catalogue.server";

const require = createRequire(import.meta.url);
/** The site's own typefaces. Manrope's Latin files have no Δ: its Greek files set that one letter. */
const fonts = {
  display: require.resolve("@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff"),
  body: require.resolve("@fontsource/manrope/files/manrope-latin-400-normal.woff"),
  "body-bold": require.resolve("@fontsource/manrope/files/manrope-latin-700-normal.woff"),
  greek: require.resolve("@fontsource/manrope/files/manrope-greek-400-normal.woff"),
  "greek-bold": require.resolve("@fontsource/manrope/files/manrope-greek-700-normal.woff"),
};

const ink = "#1d1b18";
const soft = "#5f594f";
const bronze = "#8a5f32";
const linen = "#f7f3ed";
const page = { width: 595.28, height: 841.89, margin: 42 };
const n = (value: number) => value.toLocaleString("en-GB");

type Doc = PDFKit.PDFDocument;

/** Text that may contain Δ, which is set in Manrope's Greek file of the same weight. */
/** One line that may contain Δ, placed by measuring: aligned text cannot switch fonts mid-line in pdfkit. */
function lineWithDelta(doc: Doc, text: string, x: number, y: number, width: number, align: "left" | "right") {
  const segments = text
    .split(/(Δ)/)
    .filter(Boolean)
    .map((part) => ({ font: part === "Δ" ? "greek-bold" : "body-bold", text: part }));
  const widths = segments.map((segment) => doc.font(segment.font).widthOfString(segment.text));
  let left = align === "right" ? x + width - widths.reduce((a, b) => a + b, 0) : x;
  segments.forEach((segment, i) => {
    doc.font(segment.font).text(segment.text, left, y, { lineBreak: false });
    left += widths[i]!;
  });
}

function textWithDelta(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions = {},
  weight: "body" | "body-bold" = "body-bold",
) {
  const greek = weight === "body" ? "greek" : "greek-bold";
  const segments = text
    .split(/(Δ)/)
    .filter(Boolean)
    .map((part) => ({ font: part === "Δ" ? greek : weight, text: part }));
  segments.forEach((segment, i) => {
    doc.font(segment.font);
    const continued = i < segments.length - 1;
    if (i === 0) doc.text(segment.text, x, y, { ...options, continued });
    else doc.text(segment.text, { continued });
  });
}

function header(doc: Doc, siteName: string) {
  doc.rect(0, 0, page.width, 64).fill(ink);
  doc
    .font("display")
    .fontSize(22)
    .fillColor("#ffffff")
    .text(siteName.toUpperCase(), page.margin, 22, { characterSpacing: 4 });
  doc
    .font("body")
    .fontSize(9)
    .fillColor("#d8cfc1")
    .text("Specification sheet", page.margin, 30, {
      width: page.width - 2 * page.margin,
      align: "right",
    });
}

function footer(doc: Doc, siteName: string, publishedAt: string) {
  const y = page.height - 36;
  // Below the bottom margin: without this, pdfkit would start a new page for the footer's line.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .moveTo(page.margin, y - 8)
    .lineTo(page.width - page.margin, y - 8)
    .lineWidth(0.5)
    .strokeColor(bronze)
    .stroke();
  doc.font("body").fontSize(7.5).fillColor(soft);
  const width = page.width - 2 * page.margin;
  doc.text(
    `${siteName} · ${brand.address.street}, ${brand.address.locality} ${brand.address.postcode} · ${brand.phone.display} · ${brand.email}`,
    page.margin,
    y,
    { width, lineBreak: false },
  );
  doc.text(`Catalogue of ${publishedAt.slice(0, 10)}`, page.margin, y, { width, align: "right", lineBreak: false });
  doc.page.margins.bottom = bottom;
}

const drawingStyle: Record<DrawingRole, { color: string; width: number; fill?: string }> = {
  body: { color: ink, width: 1.2, fill: linen },
  detail: { color: "#8a8276", width: 0.5 },
  pipe: { color: bronze, width: 1 },
  wall: { color: soft, width: 0.6 },
  dimension: { color: "#4a453e", width: 0.5 },
};

/** The technical drawing, laid out for a box with labels of 7 pt, and scaled into it. */
function drawing(doc: Doc, model: CatalogueModel, size: CatalogueSize, x: number, y: number, w: number, h: number) {
  const d = technicalDrawing(model, size, { width: w, height: h, label: 7 });
  const scale = Math.min(w / d.box.w, h / d.box.h);
  const X = (v: number) => x + (v - d.box.x) * scale;
  const Y = (v: number) => y + (v - d.box.y) * scale;
  const fontSize = d.fontSize * scale;
  for (const shape of d.shapes) {
    if (shape.kind === "text") {
      doc.font("body").fontSize(fontSize).fillColor(ink);
      const width = doc.widthOfString(shape.text);
      const offset = shape.anchor === "middle" ? width / 2 : shape.anchor === "end" ? width : 0;
      doc.save();
      if (shape.rotate) doc.rotate(shape.rotate, { origin: [X(shape.x), Y(shape.y)] });
      doc.text(shape.text, X(shape.x) - offset, Y(shape.y) - fontSize * 0.85, { lineBreak: false });
      doc.restore();
      continue;
    }
    const style = drawingStyle[shape.role];
    doc.lineWidth(style.width).strokeColor(style.color);
    if (shape.kind === "rect") {
      doc.rect(X(shape.x), Y(shape.y), shape.w * scale, shape.h * scale);
      if (style.fill) doc.fillAndStroke(style.fill, style.color);
      else doc.stroke();
    } else if (shape.kind === "circle") doc.circle(X(shape.cx), Y(shape.cy), shape.r * scale).stroke();
    else doc.moveTo(X(shape.x1), Y(shape.y1)).lineTo(X(shape.x2), Y(shape.y2)).stroke();
  }
  doc
    .font("body")
    .fontSize(8)
    .fillColor(soft)
    .text(`Drawing of ${size.code}, in millimetres.`, x, Y(d.box.y + d.box.h) + 4, { width: w });
}

interface Column {
  title: string;
  width: number;
  value: (size: CatalogueSize) => string;
  align?: "left" | "right";
}

/** The second pair of output columns: ΔT30 on the standard sheet, else the buyer's own system. */
function secondOutput(system: SystemTemperatures) {
  return sameSystem(system, boilerSystem)
    ? { title: "ΔT30", pick: "dt30" as const }
    : { title: dtLabel(deltaT(system)), pick: "system" as const };
}

function columnsFor(model: CatalogueModel, system: SystemTemperatures): Column[] {
  const hasVariant = model.sizes.some((s) => s.variant);
  const hasSections = model.sizes.some((s) => s.sections);
  const out = (s: CatalogueSize) => sizeOutputs(model, s, system);
  const second = secondOutput(system);
  const columns: (Column | false)[] = [
    { title: "Code", width: 78, value: (s) => s.code },
    hasVariant && { title: "Build", width: 58, value: (s) => s.variant.replace(" panel", "") },
    { title: "H × W × D mm", width: 82, value: (s) => `${n(s.height)} × ${n(s.width)} × ${s.depth}` },
    hasSections && { title: "Sect.", width: 26, value: (s) => String(s.sections ?? "–"), align: "right" },
    { title: "ΔT50 W", width: 40, value: (s) => n(out(s).dt50.watts), align: "right" },
    { title: "BTU/h", width: 38, value: (s) => n(out(s).dt50.btu), align: "right" },
    { title: `${second.title} W`, width: 40, value: (s) => n(out(s)[second.pick].watts), align: "right" },
    { title: "BTU/h", width: 38, value: (s) => n(out(s)[second.pick].btu), align: "right" },
    { title: "kg", width: 28, value: (s) => String(s.weight), align: "right" },
    { title: "Litres", width: 30, value: (s) => String(s.water), align: "right" },
    { title: "Centres", width: 36, value: (s) => n(s.pipeCentres), align: "right" },
    model.kind === "towel-rail" && {
      title: "Element",
      width: 38,
      value: (s) => (s.elementWatts ? `${s.elementWatts} W` : "–"),
      align: "right",
    },
  ];
  return columns.filter((c): c is Column => c !== false);
}

function table(doc: Doc, model: CatalogueModel, system: SystemTemperatures, startY: number, newPage: () => number) {
  const columns = columnsFor(model, system);
  const rowHeight = 15;
  const bottom = page.height - 60;
  let y = startY;
  const head = () => {
    doc.rect(page.margin, y, page.width - 2 * page.margin, rowHeight + 2).fill(ink);
    let x = page.margin + 4;
    doc.fontSize(7.5).fillColor("#ffffff");
    for (const c of columns) {
      const opts = { width: c.width - 6, align: c.align ?? "left", lineBreak: false } as const;
      lineWithDelta(doc, c.title, x, y + 5, opts.width, opts.align);
      x += c.width;
    }
    y += rowHeight + 2;
  };
  head();
  model.sizes.forEach((size, i) => {
    if (y + rowHeight > bottom) {
      y = newPage();
      head();
    }
    if (i % 2 === 1) doc.rect(page.margin, y, page.width - 2 * page.margin, rowHeight).fill(linen);
    let x = page.margin + 4;
    doc.font("body").fontSize(7.5).fillColor(ink);
    for (const c of columns) {
      doc.text(c.value(size), x, y + 4, { width: c.width - 6, align: c.align ?? "left", lineBreak: false });
      x += c.width;
    }
    y += rowHeight;
  });
  return y;
}

function facts(doc: Doc, catalogue: Catalogue, model: CatalogueModel, x: number, y: number, width: number) {
  const rows: [string, string][] = [
    ["Series", seriesOf(catalogue, model)?.name ?? model.name],
    ["Material", model.material],
    ["Connection", model.connection],
    ["Wall clearance", `${model.wallClearance} mm from the wall to the back of the body`],
    ["EN 442 exponent n", String(model.exponent)],
    ["Guarantee", `${model.guaranteeYears} years on the body`],
  ];
  for (const [term, value] of rows) {
    doc.font("body").fontSize(7.5).fillColor(soft).text(term.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
    y = doc.y + 1;
    doc.font("body").fontSize(9).fillColor(ink).text(value, x, y, { width });
    y = doc.y + 7;
  }
  doc
    .font("body")
    .fontSize(7.5)
    .fillColor(soft)
    .text("FINISHES AND LEAD TIMES", x, y, { width, characterSpacing: 0.6 });
  y = doc.y + 3;
  for (const finish of model.finishes) {
    const times = leadTimes(finish);
    doc.circle(x + 5, y + 5, 4.5).fillAndStroke(finish.hex, "#bbb4a8");
    doc
      .font("body-bold")
      .fontSize(8.5)
      .fillColor(ink)
      .text(`${finish.name}${finish.ral ? ` (${finish.ral})` : ""}`, x + 15, y + 1, { width: width - 15 });
    doc
      .font("body")
      .fontSize(7.5)
      .fillColor(soft)
      .text(`Standard sizes ${times.standard}; made to measure ${times.madeToMeasure}`, x + 15, doc.y, {
        width: width - 15,
      });
    y = doc.y + 5;
  }
  return y;
}

/** Renders the sheet. */
async function renderSpecSheet(
  catalogue: Catalogue,
  model: CatalogueModel,
  system: SystemTemperatures,
  siteName: string,
  publishedAt: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    info: {
      Title: `${model.name}: specification sheet`,
      Author: siteName,
      Subject: `${model.name} sizes, heat outputs to EN 442, finishes and technical drawing`,
    },
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, siteName);
  footer(doc, siteName, publishedAt);
  const contentWidth = page.width - 2 * page.margin;
  doc.font("display").fontSize(30).fillColor(ink).text(model.name, page.margin, 88, { width: contentWidth });
  doc
    .font("body")
    .fontSize(10)
    .fillColor(soft)
    .text(model.summary, page.margin, doc.y + 2, { width: contentWidth });
  const top = doc.y + 16;
  const leftWidth = 220;
  const factsEnd = facts(doc, catalogue, model, page.margin, top, leftWidth);
  const drawX = page.margin + leftWidth + 24;
  const drawH = 250;
  drawing(doc, model, model.sizes[0]!, drawX, top, contentWidth - leftWidth - 24, drawH);
  let y = Math.max(factsEnd, top + drawH + 20) + 10;
  doc.font("display").fontSize(17).fillColor(ink).text("Sizes and heat outputs", page.margin, y);
  doc.fontSize(8).fillColor(soft);
  textWithDelta(
    doc,
    `Outputs to EN 442 at ΔT50 (${temperaturesLabel(boilerSystem)} °C) and ${sameSystem(system, boilerSystem) ? "ΔT30" : `at your system, ${systemDescription(system, modelSystemPresets(model))}`}; 1 W = 3.412 BTU/h. For another system, Q = Q50 × (ΔT / 50)^n, where ΔT is the mean water temperature minus the room temperature.`,
    page.margin,
    doc.y + 2,
    { width: contentWidth },
    "body",
  );
  y = doc.y + 8;
  table(doc, model, system, y, () => {
    doc.addPage();
    header(doc, siteName);
    footer(doc, siteName, publishedAt);
    return 84;
  });
  doc.end();
  return done;
}

/** Sheets kept: the standard one of every model, and the most recent ones at a buyer's own system. */
const maxCachedSheets = 200;
const cache = new Map<string, Promise<Buffer>>();
let cachedRevision = -1;

/**
 * The sheet of a published model at the buyer's system (the standard ΔT50 and ΔT30 sheet for the boiler), rendered
 * once per publish; null for a model visitors cannot see.
 */
export function specSheet(modelId: string, system: SystemTemperatures = boilerSystem): Promise<Buffer> | null {
  const catalogue = publishedCatalogue();
  const model = catalogue.models.find((m) => m.id === modelId);
  if (!model) return null;
  const status = catalogueStatus();
  if (status.publishedRevision !== cachedRevision) {
    cache.clear();
    cachedRevision = status.publishedRevision;
  }
  const key = `${modelId} ${temperaturesLabel(system)}`;
  let sheet = cache.get(key);
  if (!sheet) {
    if (cache.size >= maxCachedSheets) cache.delete(cache.keys().next().value!);
    sheet = renderSpecSheet(catalogue, model, system, getSiteSettings().siteName, status.publishedAt);
    sheet.catch(() => cache.delete(key));
    cache.set(key, sheet);
  }
  return sheet;
}
