import { describe, expect, it, vi } from "vitest";
import { projectIdSchema } from "~/forms/project";
import {
  confirmThenDelete,
  type DeleteById,
  type DeleteReply,
  type DeleteStep,
  deleteByIdAction,
} from "./delete-by-code.server";

function page(matches: { key: string; label: string }[]) {
  const remove = vi.fn(async () => matches.length);
  const definition: DeleteById = {
    find: async () => matches,
    remove,
    messages: { missing: "Enter an ID.", noMatch: "Nothing matches.", done: (n) => `${n} removed.`, failed: "Failed." },
    what: "test",
  };
  return { definition, remove };
}

async function answer(result: ReturnType<typeof deleteByIdAction>) {
  const { data, init } = (await result) as unknown as { data: DeleteStep; init: ResponseInit | null };
  return { step: data, status: init?.status ?? 200 };
}

describe("delete by ID", () => {
  it("the first post deletes nothing and names what would be deleted", async () => {
    const { definition, remove } = page([{ key: "3", label: "Asha (M-7)" }]);
    const { step, status } = await answer(deleteByIdAction({ code: "M-7", intent: "confirm" }, definition));
    expect(status).toBe(200);
    expect(step).toMatchObject({ step: "confirm", code: "M-7", matches: [{ key: "3", label: "Asha (M-7)" }] });
    expect(remove).not.toHaveBeenCalled();
  });

  it("a post without an intent is a first post too", async () => {
    const { definition, remove } = page([{ key: "3", label: "Asha (M-7)" }]);
    const { step } = await answer(deleteByIdAction({ code: "M-7", intent: null }, definition));
    expect(step.step).toBe("confirm");
    expect(remove).not.toHaveBeenCalled();
  });

  it("the confirmed post deletes and says how many", async () => {
    const { definition, remove } = page([
      { key: "3", label: "Asha (M-7)" },
      { key: "4", label: "Ravi (M-7)" },
    ]);
    const { step, status } = await answer(deleteByIdAction({ code: "M-7", intent: "delete" }, definition));
    expect(remove).toHaveBeenCalledWith("M-7");
    expect(status).toBe(200);
    expect(step).toMatchObject({ step: "done", ok: true, message: "2 removed.", code: "" });
  });

  it("an empty ID is a 400 and an unknown one a 404, before anything is asked", async () => {
    const none = page([]);
    expect((await answer(deleteByIdAction({ code: "", intent: "confirm" }, none.definition))).status).toBe(400);
    const unknown = await answer(deleteByIdAction({ code: "NOPE", intent: "confirm" }, none.definition));
    expect(unknown.status).toBe(404);
    expect(unknown.step).toMatchObject({ step: "done", ok: false, message: "Nothing matches.", code: "NOPE" });
  });
});

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
