import { describe, expect, it } from "vitest";
import { type ContentData, itemPath, outdatedTranslations } from "~/content/data";
import { homeDocument } from "~/content/fields";
import {
  applyListIntent,
  confirmName,
  dataFromForm,
  editorDefaults,
  editorSchema,
  linkMessage,
  listIntent,
  photoName,
  publishProblems,
  textName,
  valueName,
} from "./content-editor";

const schema = homeDocument;
const translated = ["ko", "hi"] as const;

/** A small home page: an introduction in three languages, made from the same English; lists at their bounds or between. */
function home(): ContentData {
  return {
    values: {
      [itemPath("slides", "s1", "photo")]: "builtin:education",
      [itemPath("slides", "s2", "photo")]: "12",
      [itemPath("cards", "c1", "link")]: "/projects",
    },
    lists: { slides: ["s1", "s2"], cards: ["c1", "c2", "c3"], focus: ["f1"] },
    texts: {
      en: { intro: "We serve our town.", [itemPath("slides", "s1", "title")]: "Schools" },
      ko: { intro: "우리는 마을을 섬깁니다." },
      hi: { intro: "हम अपने शहर की सेवा करते हैं।" },
    },
    sources: { ko: { intro: "We serve our town." }, hi: { intro: "We serve our town." } },
  };
}

/** Submits the editor as it opens on `before`, with `changes` typed in. */
function submit(before: ContentData, changes: Record<string, string>): ContentData {
  const form = { ...editorDefaults(schema, before), ...changes };
  const photos = Object.fromEntries(
    Object.entries(form)
      .filter(([name]) => name.startsWith("photo/"))
      .map(([name, value]) => [name.slice("photo/".length), value]),
  );
  return dataFromForm(schema, before, form, photos);
}

const flagged = (data: ContentData) =>
  outdatedTranslations(schema, data, translated).map((o) => `${o.locale}/${o.path} was "${o.was}"`);

describe("translations that fell behind their English", () => {
  it("nothing is flagged while every translation was made from the English as it stands", () => {
    expect(flagged(home())).toEqual([]);
    expect(flagged(submit(home(), {}))).toEqual([]);
  });

  it("a translation is flagged when its English changes after it was saved", () => {
    const after = submit(home(), { [textName("en", "intro")]: "We serve our town and the world." });
    expect(after.texts.ko?.intro).toBe("우리는 마을을 섬깁니다.");
    expect(flagged(after)).toEqual(['ko/intro was "We serve our town."', 'hi/intro was "We serve our town."']);
    // Saving again without touching it keeps the flag and the English it was made from.
    expect(flagged(submit(after, {}))).toEqual(flagged(after));
  });

  it("saving the translation clears the flag", () => {
    const changed = submit(home(), { [textName("en", "intro")]: "We serve our town and the world." });
    const after = submit(changed, { [textName("ko", "intro")]: "우리는 마을과 세계를 섬깁니다." });
    expect(after.sources.ko?.intro).toBe("We serve our town and the world.");
    expect(flagged(after)).toEqual(['hi/intro was "We serve our town."']);
  });

  it("marking it still correct clears the flag", () => {
    const changed = submit(home(), { [textName("en", "intro")]: "We serve our town!" });
    const after = submit(changed, { [confirmName("ko", "intro")]: "on" });
    expect(after.texts.ko?.intro).toBe("우리는 마을을 섬깁니다.");
    expect(flagged(after)).toEqual(['hi/intro was "We serve our town."']);
  });

  it("changing English and Korean together flags nothing in Korean", () => {
    const after = submit(home(), {
      [textName("en", "intro")]: "We serve our town and the world.",
      [textName("ko", "intro")]: "우리는 마을과 세계를 섬깁니다.",
      [textName("hi", "intro")]: "हम अपने शहर और दुनिया की सेवा करते हैं।",
    });
    expect(flagged(after)).toEqual([]);
  });

  it("an empty translation is never flagged (the page shows the English)", () => {
    const after = submit(home(), { [textName("en", "intro")]: "New English", [textName("hi", "intro")]: "" });
    expect(flagged(after)).toEqual(['ko/intro was "We serve our town."']);
  });
});

describe("the list buttons", () => {
  const apply = (intent: string, data = home()) => {
    const parsed = listIntent(intent);
    expect(parsed, intent).not.toBeNull();
    return applyListIntent(schema, data, parsed as NonNullable<typeof parsed>).lists;
  };

  it("add puts a new item at the end, up to the list's maximum", () => {
    const slides = apply("add/slides").slides ?? [];
    expect(slides).toHaveLength(3);
    expect(slides.slice(0, 2)).toEqual(["s1", "s2"]);
    expect(slides[2]).toMatch(/^[a-z][a-z0-9]{5}$/);

    let full = home();
    for (let i = 0; i < 10; i += 1) full = { ...full, lists: apply("add/slides", full) };
    expect(full.lists.slides).toHaveLength(8);
    expect(new Set(full.lists.slides).size).toBe(8);
    expect(apply("add/cards").cards).toEqual(["c1", "c2", "c3"]);
  });

  it("remove takes the item out, never below the list's minimum", () => {
    expect(apply("remove/slides/s1").slides).toEqual(["s2"]);
    const one = { ...home(), lists: { ...home().lists, slides: ["s2"] } };
    expect(apply("remove/slides/s2", one).slides).toEqual(["s2"]);
    expect(apply("remove/cards/c2").cards).toEqual(["c1", "c2", "c3"]);
    expect(apply("remove/focus/f1").focus).toEqual(["f1"]);
  });

  it("up and down swap with the neighbour, and do nothing at the ends", () => {
    expect(apply("up/cards/c2").cards).toEqual(["c2", "c1", "c3"]);
    expect(apply("down/cards/c2").cards).toEqual(["c1", "c3", "c2"]);
    expect(apply("up/cards/c1").cards).toEqual(["c1", "c2", "c3"]);
    expect(apply("down/cards/c3").cards).toEqual(["c1", "c2", "c3"]);
  });

  it("an unknown list or item, or a malformed intent, changes nothing", () => {
    const data = home();
    expect(applyListIntent(schema, data, { kind: "remove", list: "slides", item: "nope" })).toBe(data);
    expect(applyListIntent(schema, data, { kind: "add", list: "title" })).toBe(data);
    expect(applyListIntent(schema, data, { kind: "add", list: "missing" })).toBe(data);
    for (const intent of [undefined, "", "save", "remove/slides", "sideways/slides/s1", "up//s1"])
      expect(listIntent(intent), String(intent)).toBeNull();
  });

  it("the texts of a moved item stay with it", () => {
    const data = home();
    const moved = applyListIntent(schema, data, { kind: "down", list: "slides", item: "s1" });
    expect(moved.lists.slides).toEqual(["s2", "s1"]);
    const after = submit(moved, {});
    expect(after.texts.en?.[itemPath("slides", "s1", "title")]).toBe("Schools");
    expect(after.values[itemPath("slides", "s2", "photo")]).toBe("12");
  });
});

describe("what publishing needs", () => {
  it("an empty English required field and a missing photo are problems; optional fields and translations are not", () => {
    const data = home();
    data.texts.en = { ...data.texts.en, [itemPath("slides", "s1", "title")]: "   " };
    data.values[itemPath("slides", "s2", "photo")] = "";
    const problems = publishProblems(schema, data);
    expect(problems[textName("en", itemPath("slides", "s1", "title"))]).toEqual([
      "Write the English text before publishing.",
    ]);
    expect(problems[photoName(itemPath("slides", "s2", "photo"))]).toEqual(["Choose a photo before publishing."]);
    expect(problems[textName("en", "intro")]).toBeUndefined();
    expect(problems[photoName(itemPath("slides", "s1", "photo"))]).toBeUndefined();
    // Optional: a slide's caption and link; translations never block publishing.
    expect(problems[textName("en", itemPath("slides", "s1", "caption"))]).toBeUndefined();
    expect(problems[valueName(itemPath("slides", "s1", "link"))]).toBeUndefined();
    expect(Object.keys(problems).filter((name) => !name.startsWith("en/") && !name.startsWith("photo/"))).toEqual([]);
  });
});

describe("the editor's checks on a link", () => {
  const name = valueName(itemPath("slides", "s1", "link"));
  const check = (link: string) =>
    editorSchema(schema, home()).safeParse({ ...editorDefaults(schema, home()), [name]: link });

  it("refuses a javascript: link, and other addresses that are not http(s) or a path of this site", () => {
    for (const link of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/",
      "/\\evil.example",
      "example.org",
    ]) {
      const result = check(link);
      expect(result.success, link).toBe(false);
      expect(
        result.error?.issues.map((i) => [i.path.join("."), i.message]),
        link,
      ).toEqual([[name, linkMessage]]);
    }
  });

  it("accepts https:// addresses, this site's paths and an empty link", () => {
    for (const link of ["https://www.rotary.org/en", "/projects", "/korean/about#history", ""]) {
      const result = check(link);
      expect(result.success, link).toBe(true);
      expect((result.data as Record<string, string>)[name], link).toBe(link);
    }
  });
});
