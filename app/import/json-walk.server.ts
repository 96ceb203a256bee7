import fs from "node:fs";
import { getManyValues, isMany, none } from "stream-chain/defs.js";
import { Assembler } from "stream-json/assembler.js";
import { jsonParser, type Token } from "stream-json/core/parser.js";

/**
 * Walking a JSON file of any size without holding it: stream-json's parser
 * turns the bytes into tokens, and the caller decides at each value, by its
 * path, whether to go inside it, to build it (stream-json's Assembler) or to
 * skip it. Only the values built are ever in memory.
 */

export type JsonPath = readonly (string | number)[];
export type ValueKind = "object" | "array" | "scalar";

export interface JsonVisitor {
  /** At the start of each value the walk meets: go inside (objects and arrays only), build it whole, or skip it. */
  decide(path: JsonPath, kind: ValueKind): "enter" | "build" | "skip";
  /** A value built whole. */
  value?(path: JsonPath, value: unknown): void;
  /** Inside an object or array that was entered; `exit` at its end. */
  enter?(path: JsonPath, kind: "object" | "array"): void;
  exit?(path: JsonPath, kind: "object" | "array"): void;
}

/** The JSON text is not valid: the parser's message. */
export class InvalidJsonError extends Error {
  override name = "InvalidJsonError";
}

interface Frame {
  kind: "object" | "array";
  /** The key or index of the value being read inside this frame. */
  slot: string | number;
}

function kindOf(token: Token): ValueKind | null {
  switch (token.name) {
    case "startObject":
      return "object";
    case "startArray":
      return "array";
    case "stringValue":
    case "numberValue":
    case "nullValue":
    case "trueValue":
    case "falseValue":
      return "scalar";
    default:
      return null;
  }
}

/** A token handler that follows the decisions of `visitor`. */
function walker(visitor: JsonVisitor) {
  const frames: Frame[] = [];
  let building: { assembler: Assembler; path: JsonPath } | null = null;
  let skipDepth = 0;
  let skipping = false;

  const afterValue = () => {
    const top = frames.at(-1);
    if (top?.kind === "array") top.slot = (top.slot as number) + 1;
  };

  return (token: Token) => {
    if (building) {
      building.assembler.consume(token);
      if (building.assembler.done) {
        const { assembler, path: at } = building;
        building = null;
        visitor.value?.(at, assembler.current);
        afterValue();
      }
      return;
    }
    if (skipping) {
      if (token.name === "startObject" || token.name === "startArray") skipDepth++;
      else if (token.name === "endObject" || token.name === "endArray") skipDepth--;
      if (skipDepth === 0 && token.name !== "keyValue") {
        skipping = false;
        afterValue();
      }
      return;
    }
    if (token.name === "keyValue") {
      const top = frames.at(-1);
      if (top) top.slot = token.value;
      return;
    }
    if (token.name === "endObject" || token.name === "endArray") {
      const frame = frames.pop();
      if (!frame) return;
      visitor.exit?.(
        frames.map((f) => f.slot),
        frame.kind,
      );
      afterValue();
      return;
    }
    const kind = kindOf(token);
    if (kind === null) return;
    const at = frames.map((f) => f.slot);
    const decision = visitor.decide(at, kind);
    if (decision === "enter" && kind !== "scalar") {
      visitor.enter?.(at, kind);
      frames.push({ kind, slot: kind === "array" ? 0 : "" });
      return;
    }
    if (decision === "build") {
      const assembler = new Assembler();
      assembler.consume(token);
      if (assembler.done) {
        visitor.value?.(at, assembler.current);
        afterValue();
      } else building = { assembler, path: at };
      return;
    }
    if (kind === "scalar") {
      afterValue();
      return;
    }
    skipping = true;
    skipDepth = 1;
  };
}

/**
 * Walks the JSON file at `file`, reading it in chunks. A byte-order mark is
 * allowed; invalid JSON throws InvalidJsonError with the parser's message.
 * Memory: one chunk, the parser's state and the values the visitor builds.
 */
export async function walkJsonFile(file: string, visitor: JsonVisitor): Promise<void> {
  const parse = jsonParser({ streamValues: false });
  const handle = walker(visitor);
  const feed = (chunk: string | typeof none) => {
    let result: ReturnType<typeof parse>;
    try {
      // The parser is a flushable function: `none` flushes it at the end.
      result = parse(chunk as string);
    } catch (error) {
      throw new InvalidJsonError((error as Error).message);
    }
    if (result === none || result === undefined) return;
    if (isMany(result)) for (const token of getManyValues(result) as Token[]) handle(token);
    else handle(result as Token);
  };
  let first = true;
  // Text decoded as UTF-8 across chunk ends; the parser takes text without a byte-order mark.
  for await (const chunk of fs.createReadStream(file, { encoding: "utf8", highWaterMark: 256 * 1024 })) {
    feed(first ? (chunk as string).replace(/^\uFEFF/, "") : (chunk as string));
    first = false;
  }
  feed(none);
}
