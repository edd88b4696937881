/** A CSV file the browser downloads as `<name>-YYYY-MM-DD.csv`, never cached. */
export function csvDownload(name: string, csv: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
