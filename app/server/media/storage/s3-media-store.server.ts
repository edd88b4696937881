import { createReadStream } from "node:fs";
import { stat, unlink } from "node:fs/promises";
import type { Readable } from "node:stream";

import type { S3Client } from "@aws-sdk/client-s3";

import type { S3Settings } from "./media-storage-settings.server";
import {
  checkMediaFileName,
  isMediaFileName,
  mediaCacheControl,
  mediaContentType,
  type MediaStore,
  type StoredFile,
} from "./media-store.server";

type Sdk = typeof import("@aws-sdk/client-s3");
type Request<T> = (connection: { sdk: Sdk; client: S3Client }) => Promise<T>;

/** What the SDK's errors carry: the service's own code and the HTTP status. */
interface ServiceError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const isNotFound = (error: unknown) => (error as ServiceError).$metadata?.httpStatusCode === 404;

/**
 * The library in an S3-compatible bucket (decision 116), one object a file, named as on disk, at the bucket's top
 * level. Each object carries its type and the year-long cache policy, so a CDN in front of the bucket serves it as
 * the site would. The SDK is loaded on first use: a site keeping media on its disk never loads it.
 */
export class S3MediaStore implements MediaStore {
  readonly location: string;
  readonly folder = null;
  readonly publicUrl: string | null;
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.publicUrl = settings.publicUrl ?? null;
    this.location = `the bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`;
  }

  private connect() {
    const { region, endpoint, forcePathStyle, credentials } = this.settings;
    this.connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle,
        credentials,
        // Checksums only where S3 demands them: many S3-compatible stores refuse the SDK's newer default ones.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      }),
    }));
    return this.connection;
  }

  /** Runs one request; a failure says which bucket and what it answered. */
  private async send<T>(action: string, name: string, request: Request<T>): Promise<T> {
    const connection = await this.connect();
    try {
      return await request(connection);
    } catch (error) {
      const { name: code, message } = error as ServiceError;
      throw new Error(`Could not ${action} ${name} in ${this.location}: ${code ?? "error"}: ${message ?? error}`, {
        cause: error,
      });
    }
  }

  /** As `send`, with null for a file that is not there. */
  private async sendOrNull<T>(action: string, name: string, request: Request<T>): Promise<T | null> {
    try {
      return await this.send(action, name, request);
    } catch (error) {
      if (isNotFound((error as Error).cause)) return null;
      throw error;
    }
  }

  async put(name: string, body: Uint8Array | Readable, size: number): Promise<void> {
    checkMediaFileName(name);
    await this.send("write", name, ({ sdk, client }) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: name,
          Body: body,
          ContentLength: size,
          ContentType: mediaContentType(name),
          CacheControl: mediaCacheControl,
        }),
      ),
    );
  }

  async adopt(file: string, name: string): Promise<void> {
    const { size } = await stat(file);
    await this.put(name, createReadStream(file), size);
    await unlink(file);
  }

  async head(name: string): Promise<StoredFile | null> {
    checkMediaFileName(name);
    const answer = await this.sendOrNull("read", name, ({ sdk, client }) =>
      client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: name })),
    );
    return answer && { size: answer.ContentLength ?? 0, etag: answer.ETag };
  }

  async get(name: string) {
    checkMediaFileName(name);
    const answer = await this.sendOrNull("read", name, ({ sdk, client }) =>
      client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: name })),
    );
    return answer && { size: answer.ContentLength ?? 0, etag: answer.ETag, body: answer.Body as Readable };
  }

  /** The bucket's top level only (a folder of other things in it is never the library's). */
  async list() {
    const files: (StoredFile & { name: string })[] = [];
    let token: string | undefined;
    do {
      const page = await this.send("list", "the files", ({ sdk, client }) =>
        client.send(
          new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Delimiter: "/", ContinuationToken: token }),
        ),
      );
      for (const { Key, Size, ETag } of page.Contents ?? []) {
        if (Key && isMediaFileName(Key)) files.push({ name: Key, size: Size ?? 0, etag: ETag });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  /** One request a file: S3 answers a removal of a missing object with success. */
  async remove(names: readonly string[]): Promise<void> {
    names.forEach(checkMediaFileName);
    const failures = (
      await Promise.allSettled(
        names.map((name) =>
          this.send("remove", name, ({ sdk, client }) =>
            client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name })),
          ),
        ),
      )
    ).filter((result) => result.status === "rejected");
    if (failures.length > 0)
      throw new AggregateError(
        failures.map((failure) => failure.reason),
        "Removing media failed.",
      );
  }
}
