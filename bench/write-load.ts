// The one-writer limit under load (decision 112): 500 contact messages and 200 quote requests at concurrency 20,
// then the same with the server killed (-9) half-way and started again. Every request that was answered 2xx must
// be stored, and none twice: each carries a marker, and the database is read afterwards.
import path from "node:path";

import Database from "better-sqlite3";

import { type RunningServer, startServer } from "./server";

export interface WriteLoadRow {
  run: string;
  sent: number;
  answered2xx: number;
  refusedOrLost: number;
  stored: number;
  storedTwice: number;
  lostAfter2xx: number;
  writesPerSecond: number;
}

const messages = 500;
const quotes = 200;
const concurrency = 20;
/** The rate limits count by address, and every request here comes from one: lift them for the run. */
const env = { CONTACT_RATE_LIMIT: "100000", QUOTE_RATE_LIMIT: "100000" };

function request(url: string, kind: "message" | "quote", marker: string): Promise<Response> {
  const origin = new URL(url).origin;
  if (kind === "message")
    return fetch(`${url}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ name: "Load Test", email: "load@example.com", message: `Bench ${marker}` }),
    });
  return fetch(`${url}/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    redirect: "manual",
    body: new URLSearchParams({
      name: "Load Test",
      email: "load@example.com",
      phone: "020 7946 0000",
      postcode: "S1 2HE",
      message: `Bench ${marker}`,
      model: "retto-vertical",
      size: "RV-1800-500-D",
      finish: "anthracite",
      quantity: "1",
      room: "Hall",
    }),
  });
}

/** Sends every request, `concurrency` at a time; `halfway` runs once, when half of them have been answered. */
async function sendAll(
  url: () => string,
  jobs: { kind: "message" | "quote"; marker: string }[],
  halfway?: () => Promise<void>,
) {
  const answered2xx = new Set<string>();
  let next = 0;
  let done = 0;
  let pause: Promise<void> | undefined;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await pause;
      try {
        const response = await request(url(), job.kind, job.marker);
        // A quote answers with its page (200) or a redirect (303) once stored; a message with 201.
        if (response.status >= 200 && response.status < 400) answered2xx.add(job.marker);
        await response.body?.cancel();
      } catch {
        // The connection was lost (the server was killed): not answered, so not promised.
      }
      done++;
      if (halfway && done === Math.floor(jobs.length / 2)) pause = halfway();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answered2xx;
}

function storedMarkers(dataDir: string): string[] {
  const db = new Database(path.join(dataDir, "tepore.db"), { readonly: true });
  try {
    const rows = db
      .prepare(
        "SELECT message FROM messages WHERE message LIKE 'Bench %' UNION ALL SELECT message FROM quotes WHERE message LIKE 'Bench %'",
      )
      .all() as { message: string }[];
    return rows.map((row) => row.message.slice("Bench ".length));
  } finally {
    db.close();
  }
}

export async function measureWriteLoad(port: number, dataDir: string, password: string): Promise<WriteLoadRow[]> {
  const rows: WriteLoadRow[] = [];
  for (const run of ["steady", "killed half-way"] as const) {
    const jobs = [
      ...Array.from({ length: messages }, (_, i) => ({ kind: "message" as const, marker: `${run}-m${i}` })),
      ...Array.from({ length: quotes }, (_, i) => ({ kind: "quote" as const, marker: `${run}-q${i}` })),
    ].sort(() => Math.random() - 0.5);
    let server: RunningServer = await startServer(port, dataDir, password, env);
    const started = performance.now();
    const killAndRestart = async () => {
      server.process.kill("SIGKILL");
      await new Promise((resolve) => server.process.once("exit", resolve));
      server = await startServer(port, dataDir, password, env);
    };
    const answered = await sendAll(() => server.url, jobs, run === "killed half-way" ? killAndRestart : undefined);
    const seconds = (performance.now() - started) / 1000;
    await server.stop();
    const stored = storedMarkers(dataDir).filter((marker) => marker.startsWith(`${run}-`));
    const unique = new Set(stored);
    const row: WriteLoadRow = {
      run,
      sent: jobs.length,
      answered2xx: answered.size,
      refusedOrLost: jobs.length - answered.size,
      stored: unique.size,
      storedTwice: stored.length - unique.size,
      lostAfter2xx: [...answered].filter((marker) => !unique.has(marker)).length,
      writesPerSecond: Math.round(jobs.length / seconds),
    };
    console.log(
      `write load (${run}): ${row.answered2xx} of ${row.sent} answered 2xx, ${row.lostAfter2xx} lost, ${row.storedTwice} twice`,
    );
    rows.push(row);
  }
  return rows;
}
