import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Rollup } from "vite";

/**
 * Two warnings come from dependencies and say nothing about our code
 * (docs/decisions/0016): React Router gives every route, even one with only a
 * loader, a client entry, which is then empty; zod's published files carry
 * comments Rollup drops after saying so. Any other warning still shows.
 */
function knownHarmless(warning: Rollup.RollupLog) {
  if (warning.code === "EMPTY_BUNDLE") return true;
  return warning.code === "INVALID_ANNOTATION" && /node_modules[\\/]zod[\\/]/.test(warning.id ?? "");
}

/**
 * What every page loads goes in one chunk, "frame", rather than a dozen small files, each with
 * its own gzip stream and imports (docs/decisions/0089): React DOM and its scheduler (the entry
 * runs them), and the root route's imports, React Router among them, with the SEO helper every
 * page's meta uses.
 */
function frameChunk(): Rollup.GetManualChunk {
  let frame: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    if (!frame) {
      frame = new Set();
      const pending = [...(getModuleInfo(rootModule)?.importedIds ?? []), `${appDirectory}seo.ts`];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (frame.has(next) || /\.css\?/.test(next)) continue;
        frame.add(next);
        pending.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return frame.has(id) || /\/node_modules\/(react-dom|scheduler)\//.test(id) ? "frame" : undefined;
  };
}
const appDirectory = new URL("./app/", import.meta.url).pathname;
const rootModule = `${appDirectory}root.tsx`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // Phones on slow networks: keep the client bundle lean and modern.
    target: "es2022",
    // Terser with two passes makes the visitors' scripts about 3 % smaller gzipped than esbuild's
    // minifier (docs/decisions/0089); the server build is not minified.
    ...(isSsrBuild ? {} : { minify: "terser" as const, terserOptions: { compress: { passes: 2 } } }),
    rollupOptions: {
      output: isSsrBuild ? {} : { manualChunks: frameChunk() },
      onwarn(warning, warn) {
        if (knownHarmless(warning)) return;
        warn(warning);
      },
    },
  },
  ssr: {
    // Native addons must stay in node_modules, never bundled.
    external: ["better-sqlite3", "sharp", "@node-rs/argon2", "pg"],
  },
}));
