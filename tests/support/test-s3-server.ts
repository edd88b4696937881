// An S3-compatible store for tests: s3rver on a free port of 127.0.0.1, keeping its objects in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import S3rver from "s3rver";

export interface TestS3Server {
  /** The environment that points the site at the server's bucket (README "Media on object storage"). */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export async function startTestS3Server(bucket = "tepore-media"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "tepore-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  let stopped = false;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's own fixed keys.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    // Once is enough: a test may stop it early to see the site without its bucket.
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
