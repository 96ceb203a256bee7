import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles } from "./import-cycles.mjs";

describe("no import cycle at runtime", () => {
  it("the modules of app/ and server/, as they are bundled and run, import one another in no cycle", async () => {
    expect(await importCycles()).toEqual([]);
  });

  it("finds a cycle of two modules that import each other for their values, and none through a type-only import", async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
    try {
      fs.mkdirSync(path.join(base, "app"));
      const write = (name: string, text: string) => fs.writeFileSync(path.join(base, "app", name), text);
      write("a.ts", 'import { b } from "./b";\nexport const a = () => b;\n');
      write("b.ts", 'import { a } from "./a";\nexport const b = () => a;\n');
      write("c.ts", 'import type { D } from "./d";\nexport type C = D;\nexport const c = 1;\n');
      write("d.ts", 'import { c } from "./c";\nexport type D = number;\nexport const d = c;\n');
      const cycles = (await importCycles(base, ["app"])).map((cycle) => [...cycle].sort());
      expect(cycles).toEqual([["app/a.ts", "app/b.ts"]]);
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});
