import { describe, expect, it } from "vitest";
import { dependencyOrder, normaliseRow, type TableShape } from "./tables.server";

const shape = (name: string, references: string[] = []): TableShape => ({
  name,
  columns: [],
  primaryKey: ["id"],
  references,
  identity: null,
});

describe("backup tables", () => {
  it("orders tables so that each comes after the tables it references, ignoring references to itself", () => {
    const order = dependencyOrder([
      shape("project_media", ["projects", "media"]),
      shape("media"),
      shape("projects", ["projects"]),
      shape("project_version_media", ["project_versions", "media"]),
      shape("project_versions", ["projects", "officials"]),
      shape("officials"),
    ]).map((t) => t.name);
    expect(order.indexOf("projects")).toBeLessThan(order.indexOf("project_media"));
    expect(order.indexOf("media")).toBeLessThan(order.indexOf("project_media"));
    expect(order.indexOf("project_versions")).toBeLessThan(order.indexOf("project_version_media"));
    expect(order.indexOf("officials")).toBeLessThan(order.indexOf("project_versions"));
  });

  it("refuses a cycle of foreign keys rather than restoring in a wrong order", () => {
    expect(() => dependencyOrder([shape("a", ["b"]), shape("b", ["a"])])).toThrow(/cycle/);
  });

  it("writes a row the same from either engine: numbers that pg returns as text become numbers, text stays text", () => {
    const columns = [
      { name: "id", dataType: "int8" },
      { name: "cost", dataType: "numeric" },
      { name: "code", dataType: "text" },
      { name: "flag", dataType: "boolean" },
      { name: "note", dataType: "text" },
    ];
    expect(normaliseRow({ note: null, flag: true, code: "007", cost: "1500.5", id: "42" }, columns)).toEqual({
      id: 42,
      cost: 1500.5,
      code: "007",
      flag: 1,
      note: null,
    });
    expect(Object.keys(normaliseRow({ note: "x", code: "y", id: 1, cost: 2, flag: 0 }, columns))).toEqual([
      "id",
      "cost",
      "code",
      "flag",
      "note",
    ]);
  });
});
