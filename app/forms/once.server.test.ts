import { describe, expect, test } from "vitest";
import { once, onceToken } from "./once.server";

describe("a form that adds something, sent twice with the same token", () => {
  test("adds once when both arrive at the same instant, and both get the first answer", async () => {
    const token = onceToken();
    let added = 0;
    const add = async () => {
      added += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { ok: true, message: `added ${added}` };
    };
    const answers = await Promise.all([once({ _once: token }, "t", add), once({ _once: token }, "t", add)]);
    expect(added).toBe(1);
    expect(answers[0]).toBe(answers[1]);
    expect(await once({ _once: token }, "t", add)).toEqual({ ok: true, message: "added 1" });
  });

  test("a refused answer is not kept: the corrected form with the same token is read afresh", async () => {
    const token = onceToken();
    expect(await once({ _once: token }, "t", async () => ({ ok: false }))).toEqual({ ok: false });
    expect(await once({ _once: token }, "t", async () => ({ ok: true, n: 2 }))).toEqual({ ok: true, n: 2 });
  });

  test("a thrown error is not kept either, and another form or a post without a token always runs", async () => {
    const token = onceToken();
    await expect(once({ _once: token }, "t", async () => Promise.reject(new Error("disk full")))).rejects.toThrow();
    expect(await once({ _once: token }, "t", async () => ({ ok: true }))).toEqual({ ok: true });
    let runs = 0;
    const add = async () => ({ ok: true, run: ++runs });
    await once({ _once: token }, "other-form", add);
    await once({}, "t", add);
    await once({ _once: "not-a-token" }, "t", add);
    expect(runs).toBe(3);
  });

  test("a redirect counts as done", async () => {
    const token = onceToken();
    let runs = 0;
    const go = async () => {
      runs += 1;
      return new Response(null, { status: 302, headers: { Location: "/done" } });
    };
    await once({ _once: token }, "t", go);
    await once({ _once: token }, "t", go);
    expect(runs).toBe(1);
  });
});
