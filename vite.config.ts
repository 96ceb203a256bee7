import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // Phones on slow networks: keep the client bundle lean and modern.
    target: "es2022",
  },
  ssr: {
    // Native addons must stay in node_modules, never bundled.
    external: ["better-sqlite3", "sharp", "@node-rs/argon2", "pg"],
  },
});
