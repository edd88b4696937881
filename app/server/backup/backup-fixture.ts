/**
 * A site with something of everything a backup must keep, and the comparison a restore is checked by:
 * published pages with several versions, messages, a quote with lines, pictures in the library and in the trash.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import { pictureHero } from "../../../tests/support/fixtures";
import { databaseFileName } from "../db.server";
import { addMedia } from "../media/add-media.server";
import { mediaFilesByItem, trashMedia } from "../media/media.server";
import { mediaFolderName } from "../media/media-files.server";
import { rasterImage } from "../media/test-images";
import { createMessage } from "../messages.server";
import { createPage, getPageForEditing, savePageDraft } from "../pages/drafts.server";
import { publishPage } from "../pages/publishing.server";
import { createQuote } from "../quotes.server";

const quoteLine = {
  modelId: "arc",
  modelName: "Arc",
  sizeCode: "600x400",
  sizeLabel: "600 × 400 × 90 mm",
  finishId: "white",
  finishName: "Matt white",
  quantity: 2,
  room: "Hall",
  valves: "",
  connection: "Bottom, same end",
  brackets: "Wall brackets",
  heating: "",
  guidePrice: 700,
};

export async function prepareSite(): Promise<void> {
  const [shown, trashed] = await addMedia([
    { name: "shown.png", bytes: await rasterImage("image/png", 90, 60) },
    { name: "trashed.webp", bytes: await rasterImage("image/webp", 70, 50) },
  ]);
  trashMedia(trashed!.id);
  for (const slug of ["winter", "spring"]) {
    const page = createPage();
    for (const take of [1, 2]) {
      const revision = getPageForEditing(take === 1 ? page.slug : slug)!.page.revision;
      const details = { title: `${slug} ${take}`, slug, description: "" };
      savePageDraft(take === 1 ? page.slug : slug, details, [{ ...pictureHero, imageUrl: shown!.url }], revision);
      publishPage(slug);
    }
  }
  for (const n of [1, 2, 3]) {
    createMessage({ name: `Visitor ${n}`, email: `v${n}@example.com`, company: "", message: `Hello ${n}` }, "sent");
  }
  const details = { phone: "07700 900123", postcode: "SW1A 1AA", installDate: "" };
  createQuote(
    { name: "Buyer", email: "b@example.com", company: "Works", message: "", ...details, lines: [quoteLine] },
    "sent",
  );
}

const comparedTables = ["pages", "page_versions", "messages", "quotes", "quote_lines", "media", "settings"];

/** Every row of the tables a restore must give back, from the database in a DATA_DIR. */
export function tableRows(data: string): Record<string, unknown[]> {
  const connection = new Database(path.join(data, databaseFileName), { readonly: true });
  try {
    return Object.fromEntries(
      comparedTables.map((table) => [table, connection.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
    );
  } finally {
    connection.close();
  }
}

/** The bytes of every file the site's library names (originals and variants, trashed items too), as kept in `data`. */
export function mediaBytes(data: string): Record<string, Buffer> {
  const names = mediaFilesByItem().flatMap((item) => item.files);
  return Object.fromEntries(names.map((name) => [name, readFileSync(path.join(data, mediaFolderName, name))]));
}
