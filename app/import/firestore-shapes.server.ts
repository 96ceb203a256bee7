import fs from "node:fs/promises";
import path from "node:path";

/** One Firestore document: its id and its fields, whatever tool wrote it. */
export interface FirestoreDocument {
  id: string;
  fields: Record<string, unknown>;
}

/** Documents by collection name, in the order the export lists them. */
export type FirestoreCollections = Map<string, FirestoreDocument[]>;

/** The collections of the Firebase-era site (SPEC.md, section 3). */
export const knownCollections = [
  "projects",
  "korean-projects",
  "signature-projects",
  "korean-signature-projects",
  "members",
  "past-presidents",
  "loginAttempts_successful",
] as const;

/** The input cannot be read at all: the command says this message and stops. */
export class ImportInputError extends Error {
  override name = "ImportInputError";
}

const idKeys = ["docId", "__id__", "_id", "id"] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function withoutSubcollections(fields: Record<string, unknown>): Record<string, unknown> {
  const { __collections__: _sub, ...rest } = fields;
  return rest;
}

/**
 * A document of an array export. Its id is `docId` (or `__id__`, `_id`, `id`);
 * the id keys stay among the fields, since a member's `id` is their member ID.
 * `{id, data: {...}}` wrappers are unwrapped.
 */
function arrayDocument(entry: unknown, index: number, where: string): FirestoreDocument {
  if (!isObject(entry)) throw new ImportInputError(`${where}: item ${index + 1} is not a document (an object).`);
  const idKey = idKeys.find((key) => typeof entry[key] === "string" || typeof entry[key] === "number");
  const id = idKey ? String(entry[idKey]) : `#${index + 1}`;
  const wrapper =
    isObject(entry.data) &&
    Object.keys(entry).every(
      (key) => key === "data" || key === "path" || idKeys.includes(key as (typeof idKeys)[number]),
    );
  return { id, fields: withoutSubcollections(wrapper ? (entry.data as Record<string, unknown>) : entry) };
}

/** One collection: an array of documents, or an object of document id → fields. */
function collectionDocuments(value: unknown, where: string): FirestoreDocument[] {
  if (Array.isArray(value)) return value.map((entry, index) => arrayDocument(entry, index, where));
  if (!isObject(value))
    throw new ImportInputError(`${where} is neither an array of documents nor an object of documents.`);
  return Object.entries(value).map(([id, fields]) => {
    if (!isObject(fields)) throw new ImportInputError(`${where}: document ${id} is not an object of fields.`);
    return { id, fields: withoutSubcollections(fields) };
  });
}

function addCollection(collections: FirestoreCollections, name: string, documents: FirestoreDocument[]) {
  collections.set(name, [...(collections.get(name) ?? []), ...documents]);
}

/**
 * A whole export: `{"__collections__": {name: {docId: fields}}}` (firestore-export-import),
 * or an object whose keys are collection names, each an array or an object of documents.
 */
function readWholeExport(json: unknown, where: string, collections: FirestoreCollections) {
  if (!isObject(json))
    throw new ImportInputError(
      `${where}: expected an object of collections, found ${Array.isArray(json) ? "an array" : typeof json}.`,
    );
  const top = isObject(json.__collections__) ? json.__collections__ : json;
  const names = Object.keys(top);
  if (!names.some((name) => (knownCollections as readonly string[]).includes(name)))
    throw new ImportInputError(
      `${where}: no Firestore collection of the old site found (expected some of: ${knownCollections.join(", ")}; found: ${names.slice(0, 5).join(", ") || "nothing"}).`,
    );
  for (const name of names) addCollection(collections, name, collectionDocuments(top[name], `${where}: ${name}`));
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    throw new ImportInputError(`${file} cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ImportInputError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * A file of a folder export: named after its collection (`projects.json`),
 * holding that collection's documents, possibly wrapped as `{"projects": ...}`;
 * any other file is read as a whole export.
 */
function readFolderFile(json: unknown, file: string, collections: FirestoreCollections) {
  const name = path.basename(file, ".json");
  if (!(knownCollections as readonly string[]).includes(name)) return readWholeExport(json, file, collections);
  const wrapped =
    isObject(json) && (isObject(json.__collections__) || (Object.keys(json).length === 1 && name in json));
  if (wrapped) return readWholeExport(json, file, collections);
  addCollection(collections, name, collectionDocuments(json, file));
}

/** Reads a Firestore export (a JSON file, or a folder of them) into collections of documents. */
export async function readFirestoreExport(location: string): Promise<FirestoreCollections> {
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(location);
  } catch {
    throw new ImportInputError(
      `${location} does not exist: give a Firestore export (a JSON file or a folder of them).`,
    );
  }
  const collections: FirestoreCollections = new Map();
  if (!stat.isDirectory()) {
    readWholeExport(await readJson(location), location, collections);
    return collections;
  }
  const files = (await fs.readdir(location)).filter((name) => name.toLowerCase().endsWith(".json")).sort();
  if (files.length === 0) throw new ImportInputError(`${location} holds no .json files.`);
  for (const name of files) {
    const file = path.join(location, name);
    readFolderFile(await readJson(file), file, collections);
  }
  return collections;
}
