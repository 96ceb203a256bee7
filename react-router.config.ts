import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Every v8 flag is decided here, so the build names none as pending (docs/decisions/0016).
  future: {
    v8_splitRouteModules: true,
    // Vite still calls its Environment API experimental; taken with the move to v8.
    v8_viteEnvironmentApi: false,
    v8_trailingSlashAwareDataRequests: true,
    // Loaders read the locale and paths from request.url, which this flag would leave with ".data" suffixes.
    v8_passThroughRequests: false,
    // Would replace the plain load context (config, db, official) that server/app.ts builds.
    v8_middleware: false,
  },
} satisfies Config;
