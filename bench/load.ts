import autocannon from "autocannon";

export interface LoadRow {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** What the benchmark measures: 10 s at 50 connections. */
const duration = 10;
const connections = 50;

export async function measureLoad(target: string, url: string): Promise<LoadRow> {
  const result = await autocannon({ url, connections, duration });
  const row = {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  console.log(`load ${target}: ${row.requestsPerSecond} req/s`);
  return row;
}
