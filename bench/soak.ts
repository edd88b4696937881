// A read soak (decision 112): public pages at 50 connections for SOAK_MINUTES (10 by default), with the server's
// memory at the start and the end, so a slow leak shows.
import autocannon from "autocannon";

import { residentMemoryMb } from "./server";

export interface SoakResult {
  minutes: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  memoryStartMb: number;
  memoryEndMb: number;
}

const pages = ["/", "/collection", "/collection/modern/retto-vertical", "/gallery", "/radiator-sizing", "/contact"];

export async function soak(url: string, pid: number): Promise<SoakResult> {
  const minutes = Number(process.env.SOAK_MINUTES ?? 10);
  const memoryStartMb = await residentMemoryMb(pid);
  const result = await autocannon({
    url,
    connections: 50,
    duration: minutes * 60,
    requests: pages.map((page) => ({ method: "GET", path: page })),
  });
  const soaked: SoakResult = {
    minutes,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
    memoryStartMb,
    memoryEndMb: await residentMemoryMb(pid),
  };
  console.log(
    `soak: ${soaked.requests} requests in ${minutes} min, ${soaked.memoryStartMb} → ${soaked.memoryEndMb} MB`,
  );
  return soaked;
}
