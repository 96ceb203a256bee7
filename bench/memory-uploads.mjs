// Memory of the server under 100 parallel 10 MB photo uploads by officials
// (issue 28: 1,160 MB before uploads were spooled to temporary files).
// Prints the server's peak resident memory (VmHWM), how many uploads were
// saved and how many were told to wait (429, the uploads-at-once limit).
// Usage: npm run build && node bench/memory-uploads.mjs
import sharp from "sharp";
import { peakResidentKb } from "../tests/helpers/peak-memory.mjs";
import { startServer } from "./server.mjs";

const uploads = 100;
const sessions = 5;
const official = { email: "bench-memory@example.org", password: "bench memory passphrase" };

/**
 * A 4000×3000 JPEG of noise, padded after its end marker to just under the
 * 10 MB limit (decoders stop at the marker): a phone's photo sent without the
 * browser's downscale. sharp's noise differs run to run; the size does not.
 */
async function tenMegabytePhoto() {
  const jpeg = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 - 1024 - jpeg.length)]);
}

async function signIn(url) {
  const response = await fetch(`${url}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams(official),
  });
  return (response.headers.get("set-cookie") ?? "").split(";")[0];
}

export async function parallelUploads() {
  const photo = await tenMegabytePhoto();
  const server = await startServer({ ADMIN_EMAIL: official.email, ADMIN_PASSWORD: official.password });
  try {
    const cookies = [];
    for (let n = 0; n < sessions; n++) cookies.push(await signIn(server.url));
    const startPeakMb = peakResidentKb(server.pid) / 1024;
    const statuses = await Promise.all(
      Array.from({ length: uploads }, async (_, n) => {
        const form = new FormData();
        form.set("alt", `photo ${n}`);
        form.set("image", new Blob([photo], { type: "image/jpeg" }), `photo-${n}.jpg`);
        const response = await fetch(`${server.url}/media-upload`, {
          method: "POST",
          headers: { Cookie: cookies[n % sessions], Origin: server.url },
          body: form,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const counts = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return {
      what: `${uploads} parallel uploads of a ${(photo.length / 1024 / 1024).toFixed(1)} MB photo (${sessions} sessions)`,
      peakMb: peakResidentKb(server.pid) / 1024,
      startPeakMb,
      answers: counts,
    };
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await parallelUploads();
  console.log(
    `${result.what}: peak resident ${result.peakMb.toFixed(0)} MB (${result.startPeakMb.toFixed(0)} MB after start); answers ${JSON.stringify(result.answers)}`,
  );
}
