/**
 * RFC 7578 asks every part of a multipart/form-data body for one
 * `Content-Disposition: form-data` header with a non-empty `name`, and no
 * RFC 5987 `filename*=`. busboy hands over named parts and quietly skips the
 * others, so this reads the same bytes alongside it, only the part headers,
 * and names the first part that breaks the rule: the form is then refused
 * whole rather than saved without it (decision 0050).
 */
export class PartHeaderCheck {
  private readonly delimiter: Buffer;
  private state: "body" | "delimiter" | "header" | "epilogue" = "body";
  private pending: Buffer;
  problem: string | null = null;

  constructor(
    boundary: string,
    private readonly maxHeaderBytes = 16 * 1024,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
    // The first delimiter may open the body with no line break before it.
    this.pending = Buffer.from("\r\n");
  }

  /** Reads the next chunk of the body; returns the problem found so far, if any. */
  push(chunk: Buffer): string | null {
    if (this.problem || this.state === "epilogue") return this.problem;
    const buffer = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      if (this.state === "body") {
        const found = buffer.indexOf(this.delimiter, at);
        if (found < 0) {
          // Keep what could be the start of a delimiter split across chunks.
          this.keep(buffer.subarray(Math.max(at, buffer.length - this.delimiter.length + 1)));
          return null;
        }
        at = found + this.delimiter.length;
        this.state = "delimiter";
      }
      if (this.state === "delimiter") {
        if (buffer.length - at < 2) {
          this.keep(buffer.subarray(at));
          return null;
        }
        if (buffer[at] === 0x2d && buffer[at + 1] === 0x2d) {
          this.state = "epilogue";
          this.pending = Buffer.alloc(0);
          return null;
        }
        this.state = "header";
      }
      if (this.state === "header") {
        const end = buffer.indexOf("\r\n\r\n", at, "latin1");
        if (end < 0) {
          if (buffer.length - at > this.maxHeaderBytes) this.problem = "a part's headers are too long";
          this.keep(buffer.subarray(at));
          return this.problem;
        }
        this.problem = partHeaderProblem(buffer.subarray(at, end).toString("latin1"));
        if (this.problem) return this.problem;
        at = end + 4;
        this.state = "body";
      }
    }
  }

  private keep(rest: Buffer) {
    // A copy, so a large chunk is not kept alive by a few bytes of it.
    this.pending = Buffer.from(rest);
  }
}

const headerLine = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+[ \t]*:/;

/** What is wrong with one part's header block (from after its delimiter to the blank line), or null. */
export function partHeaderProblem(block: string): string | null {
  const [delimiterRest = "", ...lines] = block.split("\r\n");
  // After the boundary only transport padding (spaces, tabs) may stand on its line.
  if (!/^[ \t]*$/.test(delimiterRest)) return "a boundary line with something after it";
  if (lines.some((line) => !headerLine.test(line))) return "a part header that is not a header";
  const dispositions = lines.filter((line) => /^content-disposition[ \t]*:/i.test(line));
  if (dispositions.length !== 1) return "a part without exactly one Content-Disposition";
  const value = (dispositions[0] as string).replace(/^[^:]*:/, "");
  if (!/^[ \t]*form-data[ \t]*(;|$)/i.test(value)) return "a part that is not form-data";
  if (/;[ \t]*[!#$%&'+.^_`|~0-9A-Za-z-]+\*[ \t]*=/.test(value))
    return "an RFC 5987 parameter (filename*=), which RFC 7578 forbids";
  const name = /;[ \t]*name[ \t]*=[ \t]*(?:"((?:[^"\\]|\\.)*)"|([^\s;"]*))/i.exec(value);
  if (!name || (name[1] ?? name[2] ?? "") === "") return "a part without a name";
  return null;
}
