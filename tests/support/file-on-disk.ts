import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { test } from "@playwright/test";

/**
 * Writes `bytes` to a file named `name` among the running test's results and returns its path, for a file input:
 * a browser given a path reads the file where it lies, instead of having megabytes passed to it through the
 * protocol (its type follows from the name's extension).
 */
export async function fileOnDisk(name: string, bytes: Buffer): Promise<string> {
  const file = test.info().outputPath(name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}
