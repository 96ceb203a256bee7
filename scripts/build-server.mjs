// Bundles the Express entry (TypeScript) into build/; packages stay in node_modules.
import { writeFile } from "node:fs/promises";
import { build } from "esbuild";

await build({
  entryPoints: { "server-main": "server/index.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  sourcemap: true,
  logLevel: "warning",
});

// React picks its development or production build when first imported, and
// ESM imports run before any statement of the module that imports them, so
// NODE_ENV is set here, before the server and React are loaded.
await writeFile("build/app-server.js", `process.env.NODE_ENV ??= "production";\nawait import("./server-main.js");\n`);
