import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { parseWithSchema } from "./conform";

const schema = z.object({ title: z.string().check(z.minLength(1, { error: "Title is required." })) });

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return body;
}

describe("the one form parser", () => {
  it("a post with Conform's names holding something other than its JSON is checked without them, not a 500", () => {
    const junks: Record<string, string>[] = [
      { __intent__: "not json" },
      { __state__: "{" },
      { __intent__: "null", __state__: "[]" },
    ];
    for (const junk of junks) {
      const submission = parseWithSchema(form({ title: "Wells", ...junk }), schema);
      expect(submission.status === "success" ? submission.value : null).toEqual({ title: "Wells" });
      const refused = parseWithSchema(form({ title: "", ...junk }), schema);
      expect(refused.status === "error" ? refused.error?.title : null).toEqual(["Title is required."]);
    }
  });

  it("Conform's own validate intent still reads the form", () => {
    const intent = JSON.stringify({ type: "validate", payload: { name: "title" } });
    const submission = parseWithSchema(form({ title: "Wells", __intent__: intent }), schema);
    expect(submission.payload).toMatchObject({ title: "Wells" });
  });
});
