import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** A real S3-protocol server (s3rver) on loopback, with one bucket and its default credentials. */
export async function startS3(bucket = "club-media") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "club-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER", region: "us-east-1" };
  return {
    bucket,
    endpoint,
    directory,
    credentials,
    /** The settings that point the server or a command at this bucket. */
    env: {
      MEDIA_STORE: "s3",
      S3_BUCKET: bucket,
      S3_REGION: credentials.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    close: () => server.close(),
  };
}
