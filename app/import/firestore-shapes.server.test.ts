import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ImportInputError, readFirestoreExport } from "./firestore-shapes.server";

const fixtures = path.resolve("tests/fixtures/firestore");
const shapes = ["map-of-collections.json", "arrays.json", "export-import.json", "folder"];

function temp(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "firestore-shape-"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("Firestore export shapes", () => {
  it.each(shapes)("%s gives every collection with the same document ids", async (shape) => {
    const collections = await readFirestoreExport(path.join(fixtures, shape));
    const ids = Object.fromEntries([...collections].map(([name, docs]) => [name, docs.map((d) => d.id).sort()]));
    expect(ids).toEqual({
      projects: ["p-en-1", "p-en-5", "p-en-no-id"],
      "korean-projects": ["p-ko-1", "p-ko-3"],
      "signature-projects": ["s-en-2"],
      "korean-signature-projects": ["s-ko-2"],
      members: ["m-1", "m-2", "m-3"],
      "past-presidents": ["pp-1", "pp-2", "pp-3"],
      loginAttempts_successful: ["l-1", "l-2"],
    });
    const member = collections.get("members")?.find((d) => d.id === "m-1");
    expect(member?.fields.id).toBe("D-1001");
    expect(member?.fields).not.toHaveProperty("__collections__");
  });

  it("an array document's {id, data} wrapper is unwrapped", async () => {
    const dir = temp({ "projects.json": JSON.stringify([{ id: "a", data: { projectID: "X-1" } }]) });
    const collections = await readFirestoreExport(dir);
    expect(collections.get("projects")).toEqual([{ id: "a", fields: { projectID: "X-1" } }]);
  });

  it("a file named after its collection may wrap it in the collection's name", async () => {
    const dir = temp({ "members.json": JSON.stringify({ members: { "m-9": { id: "9", name: "Demo" } } }) });
    expect((await readFirestoreExport(dir)).get("members")).toEqual([{ id: "m-9", fields: { id: "9", name: "Demo" } }]);
  });

  it.each([
    ["a missing path", "/nonexistent/firestore.json", /does not exist/],
    ["invalid JSON", () => path.join(temp({ "x.json": "{ not json" }), "x.json"), /is not valid JSON/],
    [
      "an unknown shape",
      () => path.join(temp({ "x.json": JSON.stringify({ users: {} }) }), "x.json"),
      /no Firestore collection of the old site/,
    ],
    [
      "an array at the top",
      () => path.join(temp({ "x.json": "[]" }), "x.json"),
      /expected an object of collections, found an array/,
    ],
    [
      "a document that is not an object",
      () => path.join(temp({ "x.json": JSON.stringify({ projects: { a: 3 } }) }), "x.json"),
      /document a is not an object/,
    ],
    ["a folder without JSON files", () => temp({ "notes.txt": "hello" }), /holds no \.json files/],
  ])("%s is refused with one clear message", async (_case, location, message) => {
    const where = typeof location === "function" ? location() : location;
    await expect(readFirestoreExport(where)).rejects.toThrow(ImportInputError);
    await expect(readFirestoreExport(where)).rejects.toThrow(message);
  });
});
