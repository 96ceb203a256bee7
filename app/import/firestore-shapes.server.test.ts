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

  it("streamed: a __collections__ after other keys wins over them, as a whole read took it", async () => {
    const dir = temp({
      "x.json": `{"projects": {"a": 3}, "__collections__": {"members": {"m-1": {"id": "1", "name": "Demo", "__collections__": {"sub": {}}}}}}`,
    });
    const collections = await readFirestoreExport(path.join(dir, "x.json"));
    expect([...collections.keys()]).toEqual(["members"]);
    expect(collections.get("members")).toEqual([{ id: "m-1", fields: { id: "1", name: "Demo" } }]);
  });

  it("streamed: a file named after its collection whose first key is that name, among others, holds documents", async () => {
    const dir = temp({
      "members.json": JSON.stringify({ members: { id: "1", name: "One" }, "m-2": { id: "2", name: "Two" } }),
    });
    expect((await readFirestoreExport(dir)).get("members")).toEqual([
      { id: "members", fields: { id: "1", name: "One" } },
      { id: "m-2", fields: { id: "2", name: "Two" } },
    ]);
  });

  it("streamed: a byte-order mark and text split across read chunks are read as JSON.parse reads them", async () => {
    const long = "데모 ".repeat(200_000);
    const dir = temp({
      "x.json": `\uFEFF${JSON.stringify({ projects: { a: { projectID: "X-1", description: long } } })}`,
    });
    const collections = await readFirestoreExport(path.join(dir, "x.json"));
    expect(collections.get("projects")?.[0]?.fields.description).toBe(long);
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
