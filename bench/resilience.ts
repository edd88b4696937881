// What one visitor or one other process can do to the server's memory and answers: many distinct query strings,
// and the database's write lock held by another connection (a backup, Litestream, someone with sqlite3).
import path from "node:path";

import Database from "better-sqlite3";

import { residentMemoryMb } from "./server";

export interface QueryVariantsResult {
  requests: number;
  memoryBeforeMb: number;
  memoryAfterMb: number;
}

/**
 * 500 addresses of the largest public pages with a query string no page reads (a cache buster), then 500 with
 * parameters pages do read (each a page of its own), and the server's resident memory before and after.
 */
export async function memoryAfterQueryVariants(url: string, pid: number): Promise<QueryVariantsResult> {
  const memoryBeforeMb = await residentMemoryMb(pid);
  const addresses = [
    ...Array.from({ length: 500 }, (_, n) => `/collection?v=${n}`),
    ...Array.from({ length: 500 }, (_, n) => `/radiator-sizing?length=${(2 + n / 100).toFixed(2)}&width=4`),
  ];
  for (let i = 0; i < addresses.length; i += 10) {
    await Promise.all(addresses.slice(i, i + 10).map(async (address) => (await fetch(`${url}${address}`)).text()));
  }
  return { requests: addresses.length, memoryBeforeMb, memoryAfterMb: await residentMemoryMb(pid) };
}

export interface LockedResult {
  homeMedianMs: number;
  homeSlowestMs: number;
  /** What a contact message got while the lock was held (503, or 201 if the lock came free in time). */
  messageStatus: number;
}

/** Times GET / (20 requests) while another connection holds the write lock, and posts one contact message. */
export async function homeWhileLocked(url: string, dataDir: string): Promise<LockedResult> {
  await fetch(`${url}/`);
  const other = new Database(path.join(dataDir, "tepore.db"));
  other.exec("BEGIN IMMEDIATE");
  try {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      await (await fetch(`${url}/`)).arrayBuffer();
      times.push(performance.now() - start);
    }
    const message = await fetch(`${url}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: url },
      body: JSON.stringify({ name: "Bench", email: "bench@example.com", company: "", message: "Locked database." }),
    });
    times.sort((a, b) => a - b);
    return {
      homeMedianMs: Math.round(times[10]!),
      homeSlowestMs: Math.round(times.at(-1)!),
      messageStatus: message.status,
    };
  } finally {
    other.exec("ROLLBACK");
    other.close();
  }
}
