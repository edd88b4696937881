// Runs a group of tests once for each place the library can keep its files (decision 116): the data folder, and a
// bucket of an S3-compatible server (s3rver) started for the group, named through the environment as in production.
import { afterAll, beforeAll, describe, vi } from "vitest";

import { startTestS3Server, type TestS3Server } from "./test-s3-server";

export type MediaStoreKind = "folder" | "bucket";

export function describeEachMediaStore(title: string, tests: (kind: MediaStoreKind) => void): void {
  describe.each<MediaStoreKind>(["folder", "bucket"])(`${title} (media in a %s)`, (kind) => {
    let server: TestS3Server | undefined;
    beforeAll(async () => {
      if (kind === "folder") return;
      server = await startTestS3Server();
      for (const [variable, value] of Object.entries(server.env)) vi.stubEnv(variable, value);
    });
    afterAll(async () => {
      vi.unstubAllEnvs();
      await server?.stop();
    });
    tests(kind);
  });
}
