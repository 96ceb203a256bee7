import { beforeEach, describe, expect, test } from "vitest";
import {
  forgetAllKept,
  keepForMs,
  keepRefusedPost,
  keepSubmission,
  keptStats,
  keptValues,
  markedOfficial,
  maxKeptBytes,
  maxKeptPerOfficial,
  maxTotalKeptBytes,
  officialMark,
  takeKept,
} from "./kept-submissions.server";

const t0 = Date.parse("2026-03-01T10:00:00Z");
const post = (title: string): [string, string][] => [
  ["_form", "event"],
  ["_base", '{"titleEn":"Old"}'],
  ["titleEn", title],
];

beforeEach(() => forgetAllKept());

describe("a form posted after the session ended is kept for its official", () => {
  test("the same official gets it back once, with its form id, base and text in order", () => {
    const token = keepSubmission(7, post("Blood donation camp"), t0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(takeKept(token, 7, t0 + 1000)).toEqual({ formId: "event", values: post("Blood donation camp") });
    expect(takeKept(token, 7, t0 + 2000)).toBeNull();
  });

  test("another official gets nothing, and the one it was kept for still gets it after", () => {
    const token = keepSubmission(7, post("Mine"), t0);
    expect(takeKept(token, 8, t0)).toBeNull();
    expect(takeKept(token, 7, t0)?.values).toContainEqual(["titleEn", "Mine"]);
  });

  test("it expires after an hour: a minute before it is there, at the hour it is gone", () => {
    const early = keepSubmission(7, post("Early"), t0);
    const late = keepSubmission(7, post("Late"), t0);
    expect(takeKept(early, 7, t0 + keepForMs - 60_000)).not.toBeNull();
    expect(takeKept(late, 7, t0 + keepForMs)).toBeNull();
    expect(keptStats().entries).toBe(0);
  });

  test("an unknown, malformed or missing token gets nothing", () => {
    keepSubmission(7, post("Kept"), t0);
    for (const token of [null, undefined, "", "x", "A".repeat(32), "../../etc/passwd", 42])
      expect(takeKept(token, 7, t0)).toBeNull();
  });
});

describe("what is kept and how much", () => {
  test("text fields only: never a password, a file, the one-time token, the mark, a button's intent or a conflict choice", () => {
    const form = new FormData();
    form.append("_form", "account");
    form.append("_base", "{}");
    form.append("_once", "0b9c2f7e-1f7a-4c55-9f1e-2d7a4d1c9a11");
    form.append("_official", "1.2.sig");
    form.append("intent", "publish");
    form.append("_choice0", "theirs:titleEn");
    form.append("password", "correct horse battery staple");
    form.append("newPassword", "another secret");
    form.append("passwordAgain", "another secret");
    form.append("photo_file", new File(["\x89PNG"], "photo.png", { type: "image/png" }));
    form.append("titleEn", "Kept text");
    form.append("tags", "one");
    form.append("tags", "two");
    expect(keptValues(form)).toEqual([
      ["_form", "account"],
      ["_base", "{}"],
      ["titleEn", "Kept text"],
      ["tags", "one"],
      ["tags", "two"],
    ]);
  });

  test("a post with nothing but the form's own fields, or without a form id, is not kept", () => {
    expect(keepSubmission(7, [["_form", "account"]], t0)).toBeNull();
    expect(
      keepSubmission(
        7,
        [
          ["_form", "account"],
          ["_base", "{}"],
        ],
        t0,
      ),
    ).toBeNull();
    expect(keepSubmission(7, [["titleEn", "No form id"]], t0)).toBeNull();
    expect(keptStats().entries).toBe(0);
  });

  test("a post over the size bound is not kept, counted in UTF-8 bytes", () => {
    const hindi = "क".repeat(Math.floor(maxKeptBytes / 3)); // 3 bytes each: just over the bound with the rest
    expect(
      keepSubmission(
        7,
        [
          ["_form", "content-about"],
          ["hi/history", hindi],
          ["en/history", "x".repeat(64)],
        ],
        t0,
      ),
    ).toBeNull();
    expect(
      keepSubmission(
        7,
        [
          ["_form", "content-about"],
          ["hi/history", "क".repeat(1000)],
        ],
        t0,
      ),
    ).not.toBeNull();
  });

  test("one official keeps at most five: the oldest goes first", () => {
    const tokens = Array.from({ length: maxKeptPerOfficial + 1 }, (_, i) =>
      keepSubmission(7, post(`Post ${i}`), t0 + i),
    );
    const other = keepSubmission(8, post("Someone else's"), t0);
    expect(takeKept(tokens[0], 7, t0 + 10)).toBeNull();
    for (const token of tokens.slice(1)) expect(takeKept(token, 7, t0 + 10)).not.toBeNull();
    expect(takeKept(other, 8, t0 + 10)).not.toBeNull();
  });

  test("all kept posts together stay within the total bound: the oldest go first", () => {
    const big = "x".repeat(maxKeptBytes - 1000);
    const count = Math.ceil(maxTotalKeptBytes / maxKeptBytes) + 2;
    const tokens = Array.from({ length: count }, (_, i) =>
      keepSubmission(
        100 + i,
        [
          ["_form", "content-home"],
          ["en/intro", big],
        ],
        t0 + i,
      ),
    );
    expect(keptStats().bytes).toBeLessThanOrEqual(maxTotalKeptBytes);
    expect(takeKept(tokens[0], 100, t0 + count)).toBeNull();
    expect(takeKept(tokens[count - 1], 100 + count - 1, t0 + count)).not.toBeNull();
  });
});

describe("the mark every officials' form carries", () => {
  test("a mark made here names its official; an altered, forged or old one names nobody", () => {
    const mark = officialMark(7, t0);
    expect(markedOfficial(mark, t0 + 60_000)).toBe(7);
    const [id, issued, signature] = mark.split(".");
    expect(markedOfficial(`8.${issued}.${signature}`, t0)).toBeNull();
    expect(markedOfficial(`${id}.${Number(issued) + 1}.${signature}`, t0)).toBeNull();
    expect(markedOfficial(`${id}.${issued}.${"A".repeat(43)}`, t0)).toBeNull();
    expect(markedOfficial(mark, t0 + 9 * 24 * 60 * 60_000)).toBeNull();
    for (const bad of [null, undefined, "", "7", 7, "7.1.x"]) expect(markedOfficial(bad, t0)).toBeNull();
  });

  test("a refused post is kept only with a good mark, and its official gets it back", async () => {
    const request = (mark: string) =>
      new Request("http://localhost/event-form", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ _form: "event", _official: mark, titleEn: "Typed before the session ended" }),
      });
    const token = await keepRefusedPost(request(officialMark(7, t0)), t0);
    expect(takeKept(token, 7, t0)?.values).toEqual([
      ["_form", "event"],
      ["titleEn", "Typed before the session ended"],
    ]);
    expect(await keepRefusedPost(request("7.1.forged"), t0)).toBeNull();
    const notAForm = new Request("http://localhost/event-form", { method: "POST", body: "{}" });
    expect(await keepRefusedPost(notAForm, t0)).toBeNull();
    expect(keptStats().entries).toBe(0);
  });
});
