import { afterEach, describe, expect, it, vi } from "vitest";

import { StartupProblem } from "../../startup-problem.server";
import { mediaStorageSettings } from "./media-storage-settings.server";

afterEach(() => vi.unstubAllEnvs());

const stub = (env: Record<string, string>) => {
  for (const [variable, value] of Object.entries(env)) vi.stubEnv(variable, value);
};

/** The message the start stops with for `env`. */
const refusal = (env: Record<string, string>) => {
  stub(env);
  try {
    mediaStorageSettings();
  } catch (error) {
    expect(error).toBeInstanceOf(StartupProblem);
    return (error as Error).message;
  } finally {
    vi.unstubAllEnvs();
  }
  throw new Error("The settings were accepted.");
};

describe("where media is kept, from the environment (decision 116)", () => {
  it("is the data folder when no bucket is named", () => {
    expect(mediaStorageSettings()).toMatchObject({ kind: "folder", folder: expect.stringMatching(/media$/) });
  });

  it("is the bucket S3_BUCKET names, with its address, region, keys and public address", () => {
    stub({
      S3_BUCKET: "tepore-media",
      S3_ENDPOINT: "https://account.r2.example.com/",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      MEDIA_PUBLIC_URL: "https://media.example.com/",
    });
    expect(mediaStorageSettings()).toEqual({
      kind: "s3",
      bucket: "tepore-media",
      endpoint: "https://account.r2.example.com",
      region: "auto",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      publicUrl: "https://media.example.com",
    });
  });

  it("stops the start with a message naming the variable that cannot work", () => {
    expect(refusal({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toBe(
      "S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to keep media in a bucket, or unset it to keep media in DATA_DIR.",
    );
    expect(refusal({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toBe(
      "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the machine's role).",
    );
    expect(refusal({ S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" })).toBe(
      'S3_ENDPOINT must start with https:// (or http://); it is "minio:9000".',
    );
    expect(refusal({ S3_BUCKET: "b", MEDIA_PUBLIC_URL: "media.example.com" })).toBe(
      'MEDIA_PUBLIC_URL must be an address such as https://…; it is "media.example.com".',
    );
    expect(refusal({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" })).toBe(
      'S3_FORCE_PATH_STYLE must be true or false; it is "yes".',
    );
  });
});
