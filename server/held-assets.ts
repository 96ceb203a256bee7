import fs from "node:fs";
import path from "node:path";
import { type HeldBytes, holdBytes } from "./held-bytes";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/**
 * The build's hashed scripts and styles (build/client/assets), read once at start-up with the
 * brotli and gzip copies the build made (scripts/compress-assets.mjs), keyed by their address.
 * A page's visit asks for dozens of them; served from memory, each costs about what a kept
 * page costs, where a file read through express cost ten times that (decision 0087). Other
 * files, and names not in the build, are left to express.
 */
export function holdAssets(directory: string, securityHeaders: Record<string, string>): Map<string, HeldBytes> {
  const held = new Map<string, HeldBytes>();
  if (!fs.existsSync(directory)) return held;
  for (const name of fs.readdirSync(directory)) {
    const contentType = contentTypes[path.extname(name)];
    if (!contentType) continue;
    const file = path.join(directory, name);
    const copy = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    held.set(
      `/assets/${name}`,
      holdBytes(
        fs.readFileSync(file),
        { brotli: copy(".br"), gzip: copy(".gz") },
        {
          ...securityHeaders,
          "content-type": contentType,
          "cache-control": "public, max-age=31536000, immutable",
        },
      ),
    );
  }
  return held;
}
