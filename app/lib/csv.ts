/**
 * CSV as RFC 4180 writes it, for spreadsheets: fields with a comma, a quote mark or a line break are quoted
 * with inner quote marks doubled, and lines end in CRLF. A text field that starts with =, +, - or @ is
 * prefixed with ' so a spreadsheet shows it instead of running it as a formula.
 */
export type CsvValue = string | number | boolean;

function field(value: CsvValue): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}
