// `node scripts/import-cycles.mjs`: the import cycles among the modules the app and the server
// load, as esbuild bundles them (type-only imports erased; lazy `import()` left out, since it
// runs after every module it names has loaded). Biome's noImportCycles checks the source; this
// checks what runs (issue 21: no import cycle at runtime).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Every non-test TypeScript module under `folders`, relative to `base`. */
function modulesUnder(base, folders) {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(base, folder), { recursive: true })
      .map((file) => path.join(folder, String(file)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("+types")),
  );
}

/** The cycles (each a list of files) among the modules under `folders` of `base`. */
export async function importCycles(base = root, folders = ["app", "server"]) {
  const result = await build({
    absWorkingDir: base,
    entryPoints: modulesUnder(base, folders),
    bundle: true,
    write: false,
    metafile: true,
    outdir: "import-cycles-out",
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "~": "./app" },
    logLevel: "silent",
    loader: { ".css": "empty", ".svg": "empty", ".png": "empty", ".woff2": "empty" },
    plugins: [
      {
        name: "asset-urls",
        setup(bundler) {
          bundler.onResolve({ filter: /\?url$/ }, () => ({ path: "asset-url", external: true }));
        },
      },
    ],
  });
  const graph = new Map(
    Object.entries(result.metafile.inputs).map(([file, input]) => [
      file,
      input.imports.filter((edge) => !edge.external && edge.kind !== "dynamic-import").map((edge) => edge.path),
    ]),
  );
  return stronglyConnected(graph);
}

/** Tarjan's strongly connected components with more than one module (or a module importing itself). */
function stronglyConnected(graph) {
  let counter = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (module) => {
    order.set(module, counter);
    low.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module), low.get(next)));
      } else if (onStack.has(next)) low.set(module, Math.min(low.get(module), order.get(next)));
    }
    if (low.get(module) !== order.get(module)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || (graph.get(module) ?? []).includes(module)) cycles.push(component.reverse());
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = await importCycles();
  console.log(`${cycles.length} import cycles among the modules of app/ and server/ as they run`);
  for (const cycle of cycles) console.log(`  ${cycle.join(" → ")}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
