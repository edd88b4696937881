// npm run bench: builds, starts the production server with a fresh data folder, and measures Lighthouse
// (mobile), throughput, memory (after the load, and at its peak during ten 7000 x 7000 uploads) and upload
// timings. Writes bench/results.json and prints the tables.
import { execSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { blankPageFile, blankPageHtml, blankPageRoute } from "./blank-page";
import { publishBuilderPage } from "./builder-page";
import { measureBuilderResponsiveness, type ResponsivenessRow } from "./builder-responsiveness";
import { type LighthouseRow, runLighthouse } from "./lighthouse";
import { type LoadRow, measureLoad } from "./load";
import { budgetMisses } from "./public-budget";
import { publicRoutes as routes } from "./public-routes";
import { homeWhileLocked, memoryAfterQueryVariants } from "./resilience";
import { freePort, residentMemoryMb, startServer, warmPages } from "./server";
import { soak, type SoakResult } from "./soak";
import { measureUpload } from "./upload";
import { measureUploadMemory, uploadMemoryLine } from "./upload-memory";
import { measureWriteLoad, type WriteLoadRow } from "./write-load";

const adminPassword = "bench-admin-password";
const staticCopy = "build/client/bench-static.html";

function markdownTable(rows: readonly object[]): string {
  if (rows.length === 0) return "";
  const keys = Object.keys(rows[0]!);
  const line = (cells: unknown[]) => `| ${cells.join(" | ")} |`;
  return [
    line(keys),
    line(keys.map(() => "---")),
    ...rows.map((row) => line(keys.map((k) => (row as Record<string, unknown>)[k]))),
  ].join("\n");
}

async function main() {
  execSync("npm run build", { stdio: "inherit" });
  const dataDir = path.resolve("bench/tmp", `data-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer(await freePort(), dataDir, adminPassword);
  try {
    const builderRoute = await publishBuilderPage(server.url, adminPassword);
    const measured = builderRoute ? [...routes, builderRoute] : routes;
    await warmPages(server.url, measured);
    writeFileSync(blankPageFile, blankPageHtml);
    const lighthouseRows: (LighthouseRow & { misses: string })[] = (
      await runLighthouse(server.url, [...measured, blankPageRoute])
    ).map((row) => ({ ...row, misses: row.route === blankPageRoute ? "(the control)" : budgetMisses(row) }));

    // A static file of exactly the home page's size, served by the same server, as the yardstick.
    writeFileSync(staticCopy, await (await fetch(`${server.url}/`)).text());
    const loadRows: LoadRow[] = [];
    for (const [target, route] of [
      ["/", "/"],
      ["/gallery", "/gallery"],
      ["static copy of /", "/bench-static.html"],
    ] as const) {
      loadRows.push(await measureLoad(target, `${server.url}${route}`));
    }
    const memoryMb = await residentMemoryMb(server.process.pid!);
    const queryVariants = await memoryAfterQueryVariants(server.url, server.process.pid!);
    const locked = await homeWhileLocked(server.url, dataDir);
    const upload = await measureUpload(server.url, adminPassword);
    const uploadMemory = await measureUploadMemory(server.url, adminPassword, server.process.pid!);
    const builderRows: ResponsivenessRow[] = await measureBuilderResponsiveness(server.url, adminPassword);
    const soaked: SoakResult = await soak(server.url, server.process.pid!);
    // The writes run on a server and data folder of their own, which they kill and start again.
    const writeDir = path.resolve("bench/tmp", `writes-${Date.now()}`);
    mkdirSync(writeDir, { recursive: true });
    const writeRows: WriteLoadRow[] = await measureWriteLoad(await freePort(), writeDir, adminPassword);
    rmSync(writeDir, { recursive: true, force: true });
    const homeToStatic = Math.round((loadRows[0]!.requestsPerSecond / loadRows[2]!.requestsPerSecond) * 100) / 100;

    const results = {
      date: new Date().toISOString(),
      machine: { cores: os.cpus().length, node: process.version },
      builderPage: builderRoute ?? "not measured: the pages API is not available",
      lighthouse: lighthouseRows,
      load: loadRows,
      homeToStaticRatio: homeToStatic,
      serverMemoryMb: memoryMb,
      memoryAfterQueryVariants: queryVariants,
      whileAnotherConnectionHoldsTheWriteLock: locked,
      upload5MbJpeg: upload,
      uploadTen7000PxPngs: uploadMemory,
      builderWith100Sections: builderRows,
      readSoak: soaked,
      writeLoad: writeRows,
    };
    writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n## Lighthouse (mobile)\n\n${markdownTable(lighthouseRows)}`);
    console.log(`\n## Throughput (10 s, 50 connections)\n\n${markdownTable(loadRows)}`);
    console.log(
      `\n## The page builder with 100 sections (press to next paint; target under 50 ms)\n\n${markdownTable(builderRows)}`,
    );
    console.log(
      `\n/ renders at ${homeToStatic * 100}% of the static file's rate; server memory after the load: ${memoryMb} MB.`,
    );
    console.log(
      `After ${queryVariants.requests} distinct query strings: ${queryVariants.memoryBeforeMb} MB before, ${queryVariants.memoryAfterMb} MB after.`,
    );
    console.log(
      `With the write lock held elsewhere: GET / median ${locked.homeMedianMs} ms, slowest ${locked.homeSlowestMs} ms; a contact message answered ${locked.messageStatus}.`,
    );
    console.log(
      `A 5 MB JPEG upload with ${upload.variants} variants: median ${upload.medianMs} ms, slowest ${upload.slowestMs} ms.`,
    );
    console.log(uploadMemoryLine(uploadMemory));
    console.log(
      `\n## Writes at concurrency 20 (500 messages, 200 quotes; every 2xx stored once)\n\n${markdownTable(writeRows)}`,
    );
    console.log(
      `\nRead soak: ${soaked.requests} requests in ${soaked.minutes} min at 50 connections (${soaked.requestsPerSecond} req/s, ${soaked.errors} errors); server memory ${soaked.memoryStartMb} MB at the start, ${soaked.memoryEndMb} MB at the end.`,
    );
  } finally {
    await server.stop();
    rmSync(staticCopy, { force: true });
    rmSync(blankPageFile, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
