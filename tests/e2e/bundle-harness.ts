import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A React harness (TSX source that imports our components through `~`)
 * bundled into one script for a bare test page. Stylesheet URL imports
 * (`*.css?url`) become empty strings: the page brings its own styles.
 */
export async function bundleHarness(source: string): Promise<string> {
  const bundle = await build({
    stdin: { contents: source, loader: "tsx", resolveDir: root, sourcefile: "harness.tsx" },
    bundle: true,
    write: false,
    format: "iife",
    jsx: "automatic",
    alias: { "~": path.join(root, "app") },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
    plugins: [
      {
        name: "css-url",
        setup(b) {
          b.onResolve({ filter: /\.css\?url$/ }, (args) => ({ path: args.path, namespace: "css-url" }));
          b.onLoad({ filter: /.*/, namespace: "css-url" }, () => ({ contents: "export default ''", loader: "js" }));
        },
      },
    ],
  });
  // The script goes inline, so it must not end the <script> element early.
  return (bundle.outputFiles[0]?.text ?? "").replaceAll("</script", "<\\/script");
}
