// `node scripts/layers.mjs [--list]`: counts the imports that run upward
// across the layers issue 21 names, folder by folder (tests left out).
// Each layer may import only from the layers below it.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Layer of each folder or top-level module (app/…), bottom up; server/ and scripts/ are entry points. */
const layers = [
  ["1 config and pure helpers", ["lib", "account-pages.ts", "admin-screens.ts", "public-pages.ts", "upi.ts"]],
  ["2 infrastructure", ["db", "media", "mail", "log.server.ts", "env.server.ts", "context.ts"]],
  [
    "3 domain",
    ["models", "auth", "events", "content", "backup", "import", "upi-qr.server.ts", "receipt-pdf.server.ts"],
  ],
  ["4 forms and copy", ["forms", "i18n", "seo.ts"]],
  ["5 components", ["components"]],
  ["6 routes", ["routes"]],
  ["7 entry points", ["root.tsx", "entry.server.tsx", "routes.ts", "seed", "<server>", "<scripts>"]],
];

/**
 * Files of a folder that belong lower than the folder: the language registry and the pure
 * helpers of i18n/ are configuration, which the redesign moves to app/config/ and lib/.
 */
const fileLayers = new Map([
  ["i18n/locales.ts", "1 config and pure helpers"],
  ["i18n/languages.ts", "1 config and pure helpers"],
  ["i18n/locale.ts", "1 config and pure helpers"],
  ["i18n/format.ts", "1 config and pure helpers"],
  ["i18n/fallback.ts", "1 config and pure helpers"],
  ["i18n/types.ts", "1 config and pure helpers"],
  // requestLocale and contentFor: a request's path to its language, nothing else.
  ["i18n/page.server.ts", "1 config and pure helpers"],
]);

const layerOf = new Map(layers.flatMap(([name, parts], index) => parts.map((part) => [part, { index, name }])));
for (const [file, name] of fileLayers) layerOf.set(file, { index: layers.findIndex(([n]) => n === name), name });

function unitOf(file) {
  const relative = path.relative(root, file);
  const inApp = relative.startsWith(`app${path.sep}`) ? relative.slice(4).split(path.sep).join("/") : null;
  if (inApp && fileLayers.has(inApp)) return inApp;
  if (relative.startsWith(`server${path.sep}`)) return "<server>";
  if (relative.startsWith(`scripts${path.sep}`)) return "<scripts>";
  if (!relative.startsWith(`app${path.sep}`)) return null;
  return relative.split(path.sep)[1] ?? null;
}

function sourceFiles(directory) {
  const found = [];
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) found.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)) found.push(full);
  }
  return found;
}

function resolveImport(from, specifier) {
  let target;
  if (specifier.startsWith("~/")) target = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return target;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const upward = [];
const arrows = new Set();
const files = [
  ...sourceFiles(path.join(root, "app")),
  ...sourceFiles(path.join(root, "server")),
  ...sourceFiles(path.join(root, "scripts")),
];
for (const file of files) {
  const fromUnit = unitOf(file);
  const from = layerOf.get(fromUnit);
  if (!from) continue;
  const text = fs.readFileSync(file, "utf8");
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target) continue;
    const toUnit = unitOf(target);
    const to = layerOf.get(toUnit);
    if (!to || toUnit === fromUnit) continue;
    arrows.add(`${fromUnit} -> ${toUnit}`);
    if (to.index > from.index)
      upward.push({ file: path.relative(root, file), target: path.relative(root, target), from, to });
  }
}

for (const [index, [name]] of layers.entries()) {
  const own = upward.filter((u) => u.from.index === index);
  console.log(`${name}: ${own.length} upward import${own.length === 1 ? "" : "s"}`);
}
console.log(`${upward.length} upward imports in all; ${arrows.size} folder-to-folder arrows`);
if (process.argv.includes("--list"))
  for (const u of upward) console.log(`  ${u.file} -> ${u.target} (${u.from.name} imports ${u.to.name})`);
