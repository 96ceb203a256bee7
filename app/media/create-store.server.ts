import path from "node:path";
import type { Config } from "~/env.server";
import { S3MediaStore } from "./s3-store.server";
import { LocalMediaStore, type MediaStore } from "./store.server";

/** The media store the configuration asks for: a folder under DATA_DIR, or an S3 bucket. */
export function createMediaStore(config: Config): MediaStore {
  if (config.MEDIA_STORE === "s3") {
    return new S3MediaStore({
      bucket: config.S3_BUCKET ?? "",
      region: config.S3_REGION ?? "",
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
      endpoint: config.S3_ENDPOINT,
    });
  }
  return new LocalMediaStore(path.join(config.dataDir, "media"));
}
