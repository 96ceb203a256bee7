import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { type Locale, locales } from "~/i18n/locales";
import type { MemberTexts } from "~/models/members.server";
import { createMember, getEditableMember, listMembers, type MemberWrite, updateMember } from "~/models/members.server";
import { testEngines } from "../helpers/engines";

const noTexts: MemberTexts = { designation: null, message: null };

/** Texts in the languages given; every other language of the registry has none. */
function texts(given: Partial<Record<Locale, MemberTexts>>): Record<Locale, MemberTexts> {
  return Object.fromEntries(locales.map((locale) => [locale, given[locale] ?? noTexts])) as Record<Locale, MemberTexts>;
}

function member(memberNo: string, given: Partial<Record<Locale, MemberTexts>>): MemberWrite {
  return {
    name: `Member ${memberNo}`,
    memberNo,
    joinedOn: "2024-05-01",
    position: null,
    photoId: null,
    texts: texts(given),
  };
}

describe.each(testEngines)("members' texts by language on $name", ({ setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let officialId: number;

  async function shown(memberNo: string, locale: Locale) {
    const found = (await listMembers(database.db, { locale })).find((m) => m.memberNo === memberNo);
    return { designation: found?.designation, message: found?.message };
  }

  async function storedLocales(id: number) {
    const rows = await database.db
      .selectFrom("member_texts")
      .select("locale")
      .where("member_id", "=", id)
      .orderBy("locale")
      .execute();
    return rows.map((r) => r.locale);
  }

  beforeAll(async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    const official = await database.db
      .insertInto("officials")
      .values({ email: "members@example.org", password_hash: "x", created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    officialId = official.id;
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("per-field fallback: with only some texts in Korean or Hindi, each field is in the page's language where it exists, otherwise English marked en", async () => {
    await createMember(
      database.db,
      officialId,
      member("F-1", {
        en: { designation: "Secretary", message: "Small acts, done together, change a town." },
        ko: { designation: "총무", message: null },
        hi: { designation: null, message: "छोटे-छोटे काम मिलकर शहर बदल देते हैं।" },
      }),
    );
    expect(await shown("F-1", "ko")).toEqual({
      designation: { value: "총무", lang: "ko" },
      message: { value: "Small acts, done together, change a town.", lang: "en" },
    });
    expect(await shown("F-1", "hi")).toEqual({
      designation: { value: "Secretary", lang: "en" },
      message: { value: "छोटे-छोटे काम मिलकर शहर बदल देते हैं।", lang: "hi" },
    });
    expect(await shown("F-1", "en")).toEqual({
      designation: { value: "Secretary", lang: "en" },
      message: { value: "Small acts, done together, change a town.", lang: "en" },
    });
  });

  it("a translation without an English text is shown on its own page only; other pages have nothing to show", async () => {
    await createMember(database.db, officialId, member("F-2", { hi: { designation: "कोषाध्यक्ष", message: null } }));
    expect((await shown("F-2", "hi")).designation).toEqual({ value: "कोषाध्यक्ष", lang: "hi" });
    expect((await shown("F-2", "ko")).designation).toEqual({ value: null, lang: "ko" });
    expect((await shown("F-2", "en")).designation).toEqual({ value: null, lang: "en" });
  });

  it("the English row is always written, another language's only when it has a text", async () => {
    const id = await createMember(
      database.db,
      officialId,
      member("F-3", { ko: { designation: null, message: "안녕하세요" } }),
    );
    expect(await storedLocales(id)).toEqual(["en", "ko"]);
  });

  it("the edit dialog reads every language's texts, and emptying a language removes its row so its page falls back", async () => {
    const write = member("F-4", {
      en: { designation: "Treasurer", message: "Every rupee counts." },
      ko: { designation: "재무", message: "한 푼도 소중합니다." },
      hi: { designation: "कोषाध्यक्ष", message: null },
    });
    const id = await createMember(database.db, officialId, write);
    expect((await getEditableMember(database.db, id))?.texts).toEqual(write.texts);

    const emptied = { ...write, texts: { ...write.texts, ko: noTexts } };
    expect(await updateMember(database.db, officialId, id, emptied)).toBe(true);
    expect(await storedLocales(id)).toEqual(["en", "hi"]);
    expect((await getEditableMember(database.db, id))?.texts).toEqual(emptied.texts);
    expect(await shown("F-4", "ko")).toEqual({
      designation: { value: "Treasurer", lang: "en" },
      message: { value: "Every rupee counts.", lang: "en" },
    });
  });

  it("an edit of a member that is gone changes nothing and writes no texts", async () => {
    expect(await updateMember(database.db, officialId, 999_999, member("F-5", { en: noTexts }))).toBe(false);
    expect(await storedLocales(999_999)).toEqual([]);
    expect(await getEditableMember(database.db, 999_999)).toBeNull();
  });
});
