import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve("docs/decisions");

describe("the decision records' index", () => {
  it("the decision index lists every record with its title, Date and Status as the record gives them", () => {
    const index = fs.readFileSync(path.join(folder, "README.md"), "utf8");
    const records = fs.readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(80);
    for (const name of records) {
      const text = fs.readFileSync(path.join(folder, name), "utf8");
      const title = /^# (.+)$/m.exec(text)?.[1];
      const date = /^(?:- )?Date: (\d{4}-\d{2}-\d{2})/m.exec(text)?.[1];
      const status = /^(?:- )?Status: (\w+)/m.exec(text)?.[1];
      expect(title && date && status, `${name} has a title, a Date and a Status line`).toBeTruthy();
      // A row's first link is its record; its status may link to the record that replaced it.
      const row = index.split("\n").find((line) => /^\| \[[^\]]*\]\(([^)]+)\)/.exec(line)?.[1] === name);
      expect(row, `${name} is in the index`).toBeDefined();
      expect(row).toContain(`[${title}]`);
      expect(row).toContain(`| ${date} |`);
      expect(row).toContain(`| ${status}`);
    }
  });
});
