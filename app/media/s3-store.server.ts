import { AwsClient } from "aws4fetch";
import { assertSafeKey, type MediaStore } from "./store.server";

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible service (MinIO, R2, Wasabi…); unset for AWS itself. */
  endpoint?: string;
}

/**
 * Media in an S3-compatible bucket, signed with AWS Signature V4. Objects are
 * still served at /media/<key> through our server, so pages, caching and the
 * Content-Security-Policy stay the same whichever store is used.
 */
export class S3MediaStore implements MediaStore {
  private client: AwsClient;

  constructor(private options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: "s3",
    });
  }

  private objectUrl(key: string) {
    const { endpoint, bucket, region } = this.options;
    // Path-style addressing works on every S3-compatible service.
    const base = endpoint ? endpoint.replace(/\/+$/, "") : `https://s3.${region}.amazonaws.com`;
    return `${base}/${encodeURIComponent(bucket)}/${encodeURIComponent(key)}`;
  }

  async put(key: string, body: Buffer, contentType = "application/octet-stream") {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key), {
      method: "PUT",
      body: new Uint8Array(body),
      headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=31536000, immutable" },
    });
    if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
  }

  async get(key: string) {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string) {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key), { method: "DELETE" });
    // S3 answers 204 for a missing key too; some compatible services answer 404.
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE ${key} failed: ${response.status} ${await response.text()}`);
    }
  }

  url(key: string) {
    return `/media/${key}`;
  }
}
