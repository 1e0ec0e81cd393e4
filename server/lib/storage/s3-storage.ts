/**
 * FileStorage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2), through
 * the official AWS SDK, so every process of a scaled-out installation sees the same files.
 * A PUT is atomic in S3 (a reader gets the old object, the new one or none), which is the
 * promise `put` makes. Objects are stored with their content type and immutable caching, so a
 * bucket served directly (S3_PUBLIC_URL, a CDN) answers as /uploads/ does.
 *
 * The SDK is loaded when a bucket is opened: it is large (about 20 MB of the server's memory),
 * and a server that stores its uploads on disk never needs it.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import { serviceUnavailable } from "../http-error";
import { type FileStorage, InvalidFileNameError, isStorableName } from "./file-storage";

export interface S3StorageOptions {
  bucket: string;
  /** Any S3-compatible endpoint; AWS's own when undefined. */
  endpoint?: string;
  region: string;
  /** From the SDK's default chain (environment, instance role) when undefined. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO, most self-hosted ones). */
  forcePathStyle: boolean;
  /** Keys start with this (e.g. "uploads/"), so a bucket can be shared with other things. */
  keyPrefix?: string;
}

/** The same long-lived caching /uploads/ sends: names are content hashes, so a copy is always current. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The stored formats' extensions (modules/uploads/process-image.ts) and their types. */
const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** What a request that needed the bucket is answered when it cannot be reached (503). */
export const STORAGE_UNAVAILABLE = "File storage is not reachable right now. Please try again shortly.";

type Sdk = typeof import("@aws-sdk/client-s3");

function isMissing(sdk: Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound")
  );
}

export class S3Storage implements FileStorage {
  private constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  /** Checks the bucket is reachable with these credentials now, so a wrong setting stops the start. */
  static async open(options: S3StorageOptions): Promise<S3Storage> {
    const sdk = await import("@aws-sdk/client-s3");
    const client = new sdk.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // A bucket that stops answering fails the request instead of holding it open for ever.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
      // Checksums only where S3 requires them: several S3-compatible services reject the
      // SDK's newer default trailers, and our objects are small single PUTs.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: options.bucket }));
    } catch (error) {
      client.destroy();
      const status =
        error instanceof sdk.S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : "";
      throw new Error(
        `The upload bucket "${options.bucket}" cannot be reached${status}: ${(error as Error).message || (error as Error).name}`,
      );
    }
    return new S3Storage(sdk, client, options.bucket, options.keyPrefix ?? "");
  }

  /** One request to the bucket; a failure other than "no such object" is the 503 above. */
  private async send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (isMissing(this.sdk, error)) throw error;
      throw serviceUnavailable(STORAGE_UNAVAILABLE, error);
    }
  }

  private keyOf(name: string): string {
    if (!isStorableName(name)) throw new InvalidFileNameError(name);
    return this.prefix + name;
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
    const command = new this.sdk.PutObjectCommand({
      Bucket: this.bucket,
      Key: this.keyOf(name),
      Body: bytes,
      ContentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
      CacheControl: IMMUTABLE,
    });
    await this.send(() => this.client.send(command));
  }

  async read(name: string): Promise<Buffer | undefined> {
    if (!isStorableName(name)) return undefined;
    try {
      const command = new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) });
      return await this.send(async () => {
        const object = await this.client.send(command);
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      });
    } catch (error) {
      if (isMissing(this.sdk, error)) return undefined;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers a delete of a missing key with success, which is this interface's rule too.
    const command = new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) });
    await this.send(() => this.client.send(command));
  }

  async exists(name: string): Promise<boolean> {
    if (!isStorableName(name)) return false;
    try {
      const command = new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) });
      await this.send(() => this.client.send(command));
      return true;
    } catch (error) {
      if (isMissing(this.sdk, error)) return false;
      throw error;
    }
  }

  /** Page by page (1,000 keys each), so a large bucket is never held in memory at once. */
  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const command = new this.sdk.ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: this.prefix || undefined,
        ContinuationToken: token,
      });
      const page = await this.send(() => this.client.send(command));
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length);
        // Only names directly under the prefix that a store could have written.
        if (name && isStorableName(name)) yield name;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
