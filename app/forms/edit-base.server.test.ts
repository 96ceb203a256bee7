import { describe, expect, test } from "vitest";
import { baseField, decodeBase, encodeBase } from "./edit-base";
import { findConflicts } from "./edit-base.server";

const label = (name: string) => `Label of ${name}`;
function post(base: Record<string, string> | null, sent: Record<string, string>) {
  const form = new URLSearchParams(sent);
  if (base) form.set(baseField, encodeBase(base));
  return form;
}

describe("a save based on an older state", () => {
  test("is not a conflict when nothing changed since the form was opened", () => {
    const stored = { title: "Old", note: "N" };
    expect(findConflicts(post(stored, { title: "Mine", note: "N" }), stored, label)).toEqual([]);
  });

  test("names a field both changed, keeps mine in the form", () => {
    const form = post({ title: "Old" }, { title: "Mine" });
    const conflicts = findConflicts(form, { title: "Theirs" }, label);
    expect(conflicts).toEqual([
      { name: "title", label: "Label of title", theirs: "Theirs", mine: "Mine", untouched: false },
    ]);
    expect(form.get("title")).toBe("Mine");
  });

  test("names a field only they changed and puts theirs in the form, so a plain resubmit cannot undo it", () => {
    const form = post({ title: "Old", note: "N" }, { title: "Old", note: "Mine" });
    const conflicts = findConflicts(form, { title: "Theirs", note: "N" }, label);
    expect(conflicts.map((c) => [c.name, c.untouched])).toEqual([["title", true]]);
    expect(form.get("title")).toBe("Theirs");
  });

  test("is no conflict where both typed the same text, line ends and outer spaces aside", () => {
    const form = post({ note: "a" }, { note: "line one\r\nline two " });
    expect(findConflicts(form, { note: "line one\nline two" }, label)).toEqual([]);
  });

  test("a ticked box someone else cleared is a conflict; an unticked box is sent as nothing", () => {
    const conflicts = findConflicts(post({ draft: "" }, {}), { draft: "on" }, label);
    expect(conflicts.map((c) => [c.name, c.mine, c.theirs, c.untouched])).toEqual([["draft", "", "on", true]]);
  });

  test("'Take theirs' puts the stored value in the form before it is checked", () => {
    const form = post({ title: "Theirs" }, { title: "Mine", _choice0: "theirs:title" });
    expect(findConflicts(form, { title: "Theirs" }, label)).toEqual([]);
    expect(form.get("title")).toBe("Theirs");
  });

  test("a post without a base, or with a malformed one, is not checked", () => {
    expect(findConflicts(post(null, { title: "Mine" }), { title: "Theirs" }, label)).toEqual([]);
    const form = new URLSearchParams({ title: "Mine", [baseField]: "{not json" });
    expect(findConflicts(form, { title: "Theirs" }, label)).toEqual([]);
    for (const bad of ["[]", "null", '{"a":1}', "", '"text"']) expect(decodeBase(bad)).toBeNull();
    const hostile = decodeBase('{"__proto__":"x"}');
    expect(Object.getPrototypeOf(hostile)).toBeNull();
    expect(Object.entries(hostile ?? {})).toEqual([["__proto__", "x"]]);
  });
});

describe("a field the record no longer has", () => {
  test("posted by a page opened before it was removed is no conflict when the label says it is not a field", () => {
    const labels: Record<string, string> = { branch: "Branch" };
    const form = post({ branch: "B", presidentName: "Old President" }, { branch: "B", presidentName: "Old President" });
    expect(findConflicts(form, { branch: "B" }, (name) => labels[name] ?? null)).toEqual([]);
    // A field the record has is still checked beside it.
    const changed = post({ branch: "B", presidentName: "Old" }, { branch: "Mine", presidentName: "Old" });
    expect(findConflicts(changed, { branch: "Theirs" }, (name) => labels[name] ?? null).map((c) => c.label)).toEqual([
      "Branch",
    ]);
  });
});
