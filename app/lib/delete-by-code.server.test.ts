import { describe, expect, it, vi } from "vitest";
import { type DeleteById, type DeleteStep, deleteByIdAction } from "./delete-by-code.server";

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
