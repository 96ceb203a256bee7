// After `react-router build`: a brotli (.br) and a gzip (.gz) copy beside each text file of
// build/client, made once at the highest levels, which the server sends by Accept-Encoding
// (express-static-gzip) instead of compressing the same script for every visitor
// (docs/decisions/0086-precompressed-assets.md). The gzip copy is Zopfli's: a gzip stream any
// browser reads, about 3 % smaller than zlib's best (docs/decisions/0089).
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";

const brotli = promisify(zlib.brotliCompress);
const textFile = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
/** Below this size compression saves less than a packet, as in the compression middleware. */
const smallest = 1024;

export async function compressAssets(directory) {
  const files = fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size >= smallest);
  await Promise.all(
    files.map(async (file) => {
      const bytes = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        zopfliGzip(bytes, { numiterations: 15 }),
      ]);
      // A copy no smaller than the file is left out: the file itself is sent.
      if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const count = await compressAssets(process.argv[2] ?? "build/client");
  console.log(`compressed ${count} files of build/client in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
