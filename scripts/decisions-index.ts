/**
 * The decisions index (docs/decisions/README.md) is made from the records themselves: each record's title line
 * `# NNN. Title` and its line `Date: YYYY-MM-DD · Status: …`. A unit test fails when the committed index drifts.
 *
 *   npm run decisions:index        rewrites docs/decisions/README.md
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { format, resolveConfig } from "prettier";

export const decisionsDir = fileURLToPath(new URL("../docs/decisions/", import.meta.url));
export const indexFile = path.join(decisionsDir, "README.md");

export interface DecisionRecord {
  number: string;
  title: string;
  date: string;
  status: string;
  file: string;
}

const titleLine = /^# (\d{3})\. (\S.*)$/;
const statusLine = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (\S.*)$/;

/** A record's number, title, date and status, or an error that says which line is wrong. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const [first = "", , third = ""] = text.split("\n");
  const title = titleLine.exec(first);
  if (!title) throw new Error(`${file}: the first line must be '# NNN. Title', not '${first}'.`);
  const [, number = "", titleText = ""] = title;
  if (!file.startsWith(`${number}-`)) throw new Error(`${file}: its title says ${number}; the file name must too.`);
  const status = statusLine.exec(third);
  if (!status) throw new Error(`${file}: the third line must be 'Date: YYYY-MM-DD · Status: …', not '${third}'.`);
  const [, date = "", statusText = ""] = status;
  return { number, title: titleText, date, status: statusText, file };
}

/** Every record in the folder, by number; two records with one number are refused. */
export function readRecords(dir = decisionsDir): DecisionRecord[] {
  const records = readdirSync(dir)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()
    .map((name) => parseRecord(name, readFileSync(path.join(dir, name), "utf8")));
  for (const [index, record] of records.entries()) {
    const previous = records[index - 1];
    if (previous?.number === record.number)
      throw new Error(`${previous.file} and ${record.file} share the number ${record.number}.`);
  }
  return records;
}

const intro = `# Decisions

One file per lasting choice: its context, the decision and its consequences. Read 005 first (the layering and
where things live), then the ones about the part you change. A decision that a later one replaces stays, marked
superseded, so the reasoning is not lost.

This index is made from the records (their title line and their line \`Date: YYYY-MM-DD · Status: …\`): run
\`npm run decisions:index\` after adding or changing one; \`npm test\` fails while it is out of date.
`;

const outro = `Numbers are grouped by area: 00x foundations, 01x imagery and media, 02x public pages, 03x pages and the
builder, 04x speed, 05x rendered imagery, 06x hardening, 07x the catalogue, 08x the builder's sections, 09x
history and conflicts, 10x enquiries, 11x operations, 12x the administrator's comfort, 13x the buyer's journey,
14x–15x the HTML-first public pages, 17x tests and tooling.
`;

/** A table cell's text: a pipe would end the cell. */
const cell = (text: string) => text.replaceAll("|", "\\|");

/** The index as the records make it, formatted as Prettier formats the rest of the tree. */
export async function decisionsIndex(dir = decisionsDir): Promise<string> {
  const rows = readRecords(dir).map(
    (r) => `| ${r.number} | [${cell(r.title)}](${r.file}) | ${r.date} | ${cell(r.status)} |`,
  );
  const table = ["| # | decision | date | status |", "| --- | --- | --- | --- |", ...rows].join("\n");
  const markdown = `${intro}\n${table}\n\n${outro}`;
  const options = await resolveConfig(path.join(dir, "README.md"));
  return format(markdown, { ...options, parser: "markdown" });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(indexFile, await decisionsIndex());
  console.log(`Wrote ${path.relative(process.cwd(), indexFile)} from ${readRecords().length} records.`);
}
