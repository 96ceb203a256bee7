import fs from "node:fs/promises";
import path from "node:path";
import { InvalidJsonError, type ValueKind, walkJsonFile } from "./json-walk.server";

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
function arrayDocument(entry: Record<string, unknown>, index: number): FirestoreDocument {
  const idKey = idKeys.find((key) => typeof entry[key] === "string" || typeof entry[key] === "number");
  const id = idKey ? String(entry[idKey]) : `#${index + 1}`;
  const wrapper =
    isObject(entry.data) &&
    Object.keys(entry).every(
      (key) => key === "data" || key === "path" || idKeys.includes(key as (typeof idKeys)[number]),
    );
  return { id, fields: withoutSubcollections(wrapper ? (entry.data as Record<string, unknown>) : entry) };
}

/**
 * Where the documents of an export go as they are read. Each reading of a
 * file is a `part`; a part read under a wrong guess about the file's shape
 * is discarded and the file read again.
 */
export interface ExportSink {
  /** A collection met, in the order the export lists them (it may hold no documents). */
  collection(part: number, name: string): void;
  document(part: number, collection: string, document: FirestoreDocument): void;
  discard(part: number): void;
}

/** The file must be read again as another shape (see readFile). */
class ReadAgain {
  constructor(readonly as: FileShape) {}
}

/**
 * How a file is read: `whole`, an object of collections (or `__collections__`);
 * `named`, a file named after one collection, whose shape is guessed as it is
 * read; `documents`, such a file known to hold that collection's documents.
 */
type FileShape = { kind: "whole" } | { kind: "named"; name: string } | { kind: "documents"; name: string };

function setField(fields: Record<string, unknown>, key: string, value: unknown) {
  // As JSON.parse does: a "__proto__" key is an own field, never the prototype.
  Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
}

function describeScalar(value: unknown) {
  return value === null ? "null" : typeof value;
}

/**
 * Reads one file as `shape`, streaming it (app/import/json-walk.server.ts):
 * only one document is in memory at a time. The export's shapes are told
 * apart as the text goes by; where a later key changes what the earlier ones
 * were (a `__collections__` after other keys, a file named after its
 * collection that turns out not to be wrapped in its name), the part read so
 * far is discarded (by the caller, or here for `__collections__`) and the
 * file read again as what it is. A refusal that a later `__collections__`
 * would make moot waits for the end of the file.
 */
async function readFile(file: string, shape: FileShape, sink: ExportSink, nextPart: () => number) {
  let part = nextPart();
  /** Under `__collections__`: the collections are one level deeper, and other top keys are ignored. */
  let nested = false;
  /** The top keys, as Object.keys gives them. */
  const names: string[] = [];
  let deferred: string | null = null;
  /** Whether each collection entered (by its path's text) is an array. */
  const collectionIsArray = new Map<string, boolean>();
  let fields: Record<string, unknown> | null = null;
  let topArray = false;
  /** A named file whose first key is its name: read as wrapped until a second key says otherwise. */
  let wrappedGuess = false;

  const refuse = (message: string) => {
    if (nested) throw new ImportInputError(message);
    deferred ??= message;
  };

  /** The collection a path lies in, and the length of that collection's path. */
  const collectionAt = (path: readonly (string | number)[]): { name: string; depth: number } | null => {
    if (nested) return path[0] === "__collections__" && path.length >= 2 ? { name: String(path[1]), depth: 2 } : null;
    if (shape.kind !== "whole" && !wrappedGuess) return { name: shape.name, depth: 0 };
    return path.length >= 1 ? { name: String(path[0]), depth: 1 } : null;
  };

  const collectionStart = (name: string, path: readonly (string | number)[], kind: ValueKind) => {
    if (kind === "scalar") {
      refuse(`${file}: ${name} is neither an array of documents nor an object of documents.`);
      return "skip" as const;
    }
    collectionIsArray.set(JSON.stringify(path), kind === "array");
    sink.collection(part, name);
    return "enter" as const;
  };

  const decideTop = (key: string, path: readonly (string | number)[], kind: ValueKind) => {
    if (nested) return "skip" as const;
    if (key === "__collections__" && kind === "object") {
      if (shape.kind !== "whole") throw new ReadAgain({ kind: "whole" });
      sink.discard(part);
      part = nextPart();
      nested = true;
      names.length = 0;
      deferred = null;
      collectionIsArray.clear();
      return "enter" as const;
    }
    names.push(key);
    if (shape.kind === "named") {
      if (names.length === 1 && key === shape.name) wrappedGuess = true;
      else if (wrappedGuess) throw new ReadAgain({ kind: "documents", name: shape.name });
    }
    if (shape.kind === "whole" || wrappedGuess) return collectionStart(key, path, kind);
    // A named file's object: its keys are that collection's documents.
    if (names.length === 1) {
      collectionIsArray.set("[]", false);
      sink.collection(part, shape.name);
    }
    return null;
  };

  await walkJsonFile(file, {
    decide(path, kind) {
      if (path.length === 0) {
        if (shape.kind === "whole") {
          if (kind === "array")
            throw new ImportInputError(`${file}: expected an object of collections, found an array.`);
          return kind === "object" ? "enter" : "build";
        }
        if (kind === "scalar")
          throw new ImportInputError(`${file} is neither an array of documents nor an object of documents.`);
        if (kind === "array") {
          topArray = true;
          collectionIsArray.set("[]", true);
          sink.collection(part, shape.name);
        }
        return "enter";
      }
      if (path.length === 1 && !topArray) {
        const top = decideTop(String(path[0]), path, kind);
        if (top !== null) return top;
      }
      if (nested && path.length === 2) {
        names.push(String(path[1]));
        return collectionStart(String(path[1]), path, kind);
      }
      const collection = collectionAt(path);
      if (!collection) return "skip";
      if (path.length === collection.depth + 1) {
        const isArray = collectionIsArray.get(JSON.stringify(path.slice(0, collection.depth)));
        const what = collection.depth === 0 ? file : `${file}: ${collection.name}`;
        if (kind !== "object") {
          refuse(
            isArray
              ? `${what}: item ${Number(path.at(-1)) + 1} is not a document (an object).`
              : `${what}: document ${String(path.at(-1))} is not an object of fields.`,
          );
          return "skip";
        }
        return "enter";
      }
      // A document's fields are built one by one; its subcollections are skipped unread.
      if (path.length === collection.depth + 2) return path.at(-1) === "__collections__" ? "skip" : "build";
      return "skip";
    },
    enter(path) {
      const collection = collectionAt(path);
      if (collection && path.length === collection.depth + 1) fields = {};
    },
    value(path, value) {
      if (path.length === 0)
        throw new ImportInputError(`${file}: expected an object of collections, found ${describeScalar(value)}.`);
      if (fields) setField(fields, String(path.at(-1)), value);
    },
    exit(path) {
      const collection = collectionAt(path);
      if (!collection || path.length !== collection.depth + 1 || !fields) return;
      const entry = fields;
      fields = null;
      if (deferred !== null) return;
      const isArray = collectionIsArray.get(JSON.stringify(path.slice(0, collection.depth)));
      const key = path.at(-1);
      sink.document(
        part,
        collection.name,
        isArray ? arrayDocument(entry, Number(key)) : { id: String(key), fields: withoutSubcollections(entry) },
      );
    },
  });

  if (shape.kind === "whole" || wrappedGuess) {
    if (!names.some((name) => (knownCollections as readonly string[]).includes(name)))
      throw new ImportInputError(
        `${file}: no Firestore collection of the old site found (expected some of: ${knownCollections.join(", ")}; found: ${names.slice(0, 5).join(", ") || "nothing"}).`,
      );
  }
  if (deferred !== null) throw new ImportInputError(deferred);
}

/** Reads a file, again as another shape when the first guess proves wrong; what the wrong guess read is discarded. */
async function readFileAs(file: string, shape: FileShape, sink: ExportSink, nextPart: () => number) {
  let as = shape;
  for (;;) {
    const opened: number[] = [];
    try {
      await readFile(file, as, sink, () => {
        const part = nextPart();
        opened.push(part);
        return part;
      });
      return;
    } catch (error) {
      if (error instanceof InvalidJsonError) throw new ImportInputError(`${file} is not valid JSON: ${error.message}`);
      if (!(error instanceof ReadAgain)) throw error;
      for (const part of opened) sink.discard(part);
      as = error.as;
    }
  }
}

/**
 * Streams a Firestore export (a JSON file, or a folder of them) into `sink`,
 * document by document: an object of collections (each an array or an object
 * of documents), `__collections__` nesting, or a folder with one file per
 * collection (`projects.json`, possibly wrapped as `{"projects": …}`; any
 * other file is read as a whole export). Bad input throws ImportInputError.
 */
export async function streamFirestoreExport(location: string, sink: ExportSink): Promise<void> {
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(location);
  } catch {
    throw new ImportInputError(
      `${location} does not exist: give a Firestore export (a JSON file or a folder of them).`,
    );
  }
  let last = -1;
  const nextPart = () => ++last;
  const read = async (file: string, shape: FileShape) => {
    try {
      await fs.access(file, fs.constants.R_OK);
    } catch (error) {
      throw new ImportInputError(`${file} cannot be read: ${(error as Error).message}`);
    }
    await readFileAs(file, shape, sink, nextPart);
  };
  if (!stat.isDirectory()) return read(location, { kind: "whole" });
  const files = (await fs.readdir(location)).filter((name) => name.toLowerCase().endsWith(".json")).sort();
  if (files.length === 0) throw new ImportInputError(`${location} holds no .json files.`);
  for (const name of files) {
    const file = path.join(location, name);
    const collection = path.basename(file, ".json");
    await read(
      file,
      (knownCollections as readonly string[]).includes(collection)
        ? { kind: "named", name: collection }
        : { kind: "whole" },
    );
  }
}

/**
 * Reads a whole Firestore export into memory, collections of documents in the
 * order the export lists them. For small exports and tests: the import itself
 * streams (stageFirestoreExport).
 */
export async function readFirestoreExport(location: string): Promise<FirestoreCollections> {
  const parts = new Map<number, FirestoreCollections>();
  const of = (part: number) => {
    const collections = parts.get(part) ?? new Map<string, FirestoreDocument[]>();
    parts.set(part, collections);
    return collections;
  };
  await streamFirestoreExport(location, {
    collection(part, name) {
      const collections = of(part);
      if (!collections.has(name)) collections.set(name, []);
    },
    document(part, collection, document) {
      const collections = of(part);
      const list = collections.get(collection) ?? [];
      list.push(document);
      collections.set(collection, list);
    },
    discard(part) {
      parts.delete(part);
    },
  });
  const all: FirestoreCollections = new Map();
  for (const part of [...parts.keys()].sort((a, b) => a - b))
    for (const [name, documents] of parts.get(part) ?? []) all.set(name, [...(all.get(name) ?? []), ...documents]);
  return all;
}
