import { describe, expect, it, vi } from "vitest";
import type { DeleteReply } from "~/components/delete-by-id-form";
import { projectIdSchema } from "~/forms/project";
import { confirmThenDelete, type DeleteById } from "./delete-by-code.server";

function page(matches: { key: string; label: string }[]) {
  const remove = vi.fn(async () => matches.length);
  const definition: DeleteById = {
    find: async () => matches,
    remove,
    messages: { noMatch: "Nothing matches.", done: (n) => `${n} removed.`, failed: "Failed." },
    what: "test",
  };
  return { definition, remove };
}

function post(fields: Record<string, string>) {
  return new Request("http://club.test/delete-project", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function reply(result: ReturnType<typeof confirmThenDelete>) {
  const answer = (await result) as unknown as DeleteReply | { data: DeleteReply; init: ResponseInit | null };
  return "data" in answer ? { reply: answer.data, status: answer.init?.status ?? 200 } : { reply: answer, status: 200 };
}

describe("confirm, then delete (the officials' form idiom)", () => {
  const form = { id: "delete-project", field: "code", schema: projectIdSchema } as const;

  it("the first post names what matches, keeps the ID and deletes nothing", async () => {
    const { definition, remove } = page([{ key: "P-1", label: "Trees (P-1)" }]);
    const { reply: answer, status } = await reply(
      confirmThenDelete(post({ _form: "delete-project", code: " P-1 ", intent: "confirm" }), form, definition),
    );
    expect(status).toBe(200);
    expect(answer).toMatchObject({ formId: "delete-project", ok: true, message: null });
    expect(answer.confirm).toEqual({ code: "P-1", matches: [{ key: "P-1", label: "Trees (P-1)" }] });
    expect(answer.result.initialValue).toMatchObject({ code: " P-1 " });
    expect(remove).not.toHaveBeenCalled();
  });

  it("the confirmation's post deletes, and its answer goes to the form the ID was typed in, emptied", async () => {
    const { definition, remove } = page([{ key: "P-1", label: "Trees (P-1)" }]);
    const { reply: answer, status } = await reply(
      confirmThenDelete(post({ _form: "delete-project-confirm", code: "P-1", intent: "delete" }), form, definition),
    );
    expect(remove).toHaveBeenCalledWith("P-1");
    expect(status).toBe(200);
    expect(answer).toMatchObject({ formId: "delete-project", ok: true, message: "1 removed." });
    expect(answer.confirm).toBeUndefined();
    // Conform empties a form whose reply has no initial value.
    expect(answer.result.initialValue).toBeNull();
  });

  it("a blank ID is refused on its field (400); an unknown one says so (404) and keeps it", async () => {
    const none = page([]);
    const blank = await reply(confirmThenDelete(post({ code: "   ", intent: "confirm" }), form, none.definition));
    expect(blank.status).toBe(400);
    expect(blank.reply.result.error).toEqual({ code: ["Please enter a valid Project ID."] });
    const unknown = await reply(confirmThenDelete(post({ code: "NOPE", intent: "delete" }), form, none.definition));
    expect(unknown.status).toBe(404);
    expect(unknown.reply).toMatchObject({ ok: false, message: "Nothing matches." });
    expect(unknown.reply.result.initialValue).toMatchObject({ code: "NOPE" });
  });
});
