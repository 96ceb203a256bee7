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
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER", region: "us-east-1" },
    close: () => server.close(),
  };
}
