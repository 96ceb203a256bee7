import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverEngines } from "../helpers/engines";
import { type ServerWithOfficials, startServerWithOfficials } from "../helpers/officials";
import { nonJsonLines, sendRaw } from "../helpers/raw-http";
import { uploadRoutes } from "../helpers/upload-routes";

/**
 * Rule: a multipart body whose parts break RFC 7578 (a part without a name,
 * the body of the issue that ended the server) is refused with a 400 on every
 * route that takes files, for every role, and ends only that request.
 */

const brokenBodies: [string, string][] = [
  // Issue 27's reproduction, byte for byte: busboy handed the handler an undefined name.
  ["a part with no name", "--X\r\nContent-Disposition: form-data\r\n\r\nx\r\n--X--\r\n"],
  [
    "a file part with no name",
    '--X\r\nContent-Disposition: form-data; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0abc\r\n--X--\r\n',
  ],
  ["an empty name", '--X\r\nContent-Disposition: form-data; name=""\r\n\r\nx\r\n--X--\r\n'],
  ["a bare name parameter", "--X\r\nContent-Disposition: form-data; name\r\n\r\nx\r\n--X--\r\n"],
  ["a name with a NUL byte", '--X\r\nContent-Disposition: form-data; name="a\0b"\r\n\r\nx\r\n--X--\r\n'],
  ["a duplicated boundary", '--X\r\n--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--X--\r\n'],
  [
    "filename*= encodings",
    "--X\r\nContent-Disposition: form-data; name=\"image\"; filename*=utf-8''%E0%A4\r\n\r\nx\r\n--X--\r\n",
  ],
  [
    "headers over the limit",
    `--X\r\nContent-Disposition: form-data; name="a"\r\n${"X-A: b\r\n".repeat(3000)}\r\nv\r\n--X--\r\n`,
  ],
  ["a body that ends inside a header", "--X\r\nContent-Disposition: form-da"],
  ["a part without Content-Disposition", "--X\r\nContent-Type: text/plain\r\n\r\nv\r\n--X--\r\n"],
  ["a part that is not form-data", '--X\r\nContent-Disposition: attachment; name="a"\r\n\r\nv\r\n--X--\r\n'],
];

describe.each(serverEngines)("a multipart part without a name ends only its request ($name)", (engine) => {
  let site: ServerWithOfficials;
  let drop = async () => {};

  beforeAll(async () => {
    const database = await engine.env();
    drop = database.drop;
    site = await startServerWithOfficials({ ...database.env, DEMO_CONTENT: "0" });
  });

  afterAll(async () => {
    await site?.server.stop();
    await drop();
  });

  it("each broken body answers 400 on every route that takes files, for administrators and editors, and the server keeps serving", async () => {
    const { server, cookies, dataDir, query } = site;
    const port = Number(new URL(server.url).port);
    const answers: string[] = [];
    for (const route of uploadRoutes)
      for (const [label, body] of brokenBodies)
        for (const [role, cookie] of Object.entries(cookies)) {
          const bytes = Buffer.from(body, "latin1");
          const result = await sendRaw(port, {
            method: "POST",
            target: route,
            headers: [
              ["Host", new URL(server.url).host],
              ["Origin", server.url],
              ["Cookie", cookie],
              ["Content-Type", "multipart/form-data; boundary=X"],
              ["Content-Length", String(bytes.length)],
              ["Connection", "close"],
            ],
            body: bytes,
          });
          if (result.status !== 400)
            answers.push(`${route} ${label} (${role}): ${result.refused ? "refused" : result.status}`);
        }
    expect(answers).toEqual([]);
    expect(server.process.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    for (const cookie of Object.values(cookies))
      expect((await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(
        200,
      );
    // Nothing was half-saved: no media file, no media row.
    const mediaDir = path.join(dataDir, "media");
    expect(fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir) : []).toEqual([]);
    expect(await query("select id from media")).toEqual([]);
    expect(nonJsonLines(server.logs)).toEqual([]);
    expect(server.logs.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  }, 120_000);
});
