import { describe, expect, it } from "vitest";
import { utf8Stream } from "./utf8-stream.server";

describe("utf8Stream", () => {
  it("sends each chunk as UTF-8 bytes, made only when the one before was taken", async () => {
    const made: string[] = [];
    function* chunks() {
      for (const text of ["\uFEFFक,", "김,", "a\r\n"]) {
        made.push(text);
        yield text;
      }
    }
    const reader = utf8Stream(chunks()).getReader();
    const first = await reader.read();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value)).toBe("\uFEFFक,");
    expect(made.length).toBeLessThanOrEqual(2);
    const rest: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest.push(next.value);
    expect(Buffer.concat(rest).toString("utf8")).toBe("김,a\r\n");
  });

  it("a download stopped half-way ends the chunks' making", async () => {
    let ended = false;
    async function* chunks() {
      try {
        for (let n = 0; ; n++) yield `${n}\r\n`;
      } finally {
        ended = true;
      }
    }
    const reader = utf8Stream(chunks()).getReader();
    await reader.read();
    await reader.cancel();
    expect(ended).toBe(true);
  });
});
