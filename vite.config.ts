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

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // Phones on slow networks: keep the client bundle lean and modern.
    target: "es2022",
    rollupOptions: {
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
});
