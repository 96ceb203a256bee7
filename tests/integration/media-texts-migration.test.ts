import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { describeTables } from "~/backup/tables.server";
import { type Database, migrateTo, migrateToLatest, openDatabase } from "~/db/connect.server";
import { getMediaPreviews } from "~/media/previews.server";
import { getPictures } from "~/models/media.server";
import { testEngines } from "../helpers/engines";

/** The last migration of the release in which a photo had one description for every language. */
const previousRelease = "0017-per-language-places";
const now = "2025-01-01T00:00:00.000Z";

/** What that release wrote: a photo with a description, one with an empty one, a video with none. */
async function fillAsPreviousRelease(db: Kysely<unknown>) {
  await sql`insert into media (id, kind, storage_key, content_type, bytes, width, height, variants, alt_text, created_at) values
    (1, 'image', 'well.webp', 'image/webp', 10, 40, 30, '[]', 'Children at the new well', ${now}),
    (2, 'image', 'blank.webp', 'image/webp', 10, 40, 30, '[]', '  ', ${now}),
    (3, 'video', 'clip.mp4', 'video/mp4', 10, null, null, '[]', null, ${now})`.execute(db);
}

describe.each(testEngines)("photo descriptions become texts of each language on $name", ({ setup }) => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await database?.close();
    await drop?.();
  });

  async function migrated() {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    await fillAsPreviousRelease(database.db as unknown as Kysely<unknown>);
    expect(await migrateToLatest(database)).toContain("0018-media-texts");
    return database;
  }

  it("an existing description moves to the photo's English row, no other language gets one, and media.alt_text is gone", async () => {
    const { db, engine } = await migrated();
    expect(
      await db
        .selectFrom("media_texts")
        .select(["media_id", "locale", "alt_text"])
        .orderBy("media_id")
        .orderBy("locale")
        .execute(),
    ).toEqual([
      { media_id: 1, locale: "en", alt_text: "Children at the new well" },
      // Every medium has its English row, as every record of the other text tables has; blank is none.
      { media_id: 2, locale: "en", alt_text: null },
      { media_id: 3, locale: "en", alt_text: null },
    ]);
    const media = (await describeTables(db, engine)).find((t) => t.name === "media");
    expect(media?.columns.map((c) => c.name)).not.toContain("alt_text");
  });

  it("the Korean and Hindi pages show the moved description in English, marked lang=en; the English page as it was", async () => {
    const { db } = await migrated();
    expect((await getPictures(db, [1], "ko")).get(1)?.alt).toEqual({ value: "Children at the new well", lang: "en" });
    expect((await getPictures(db, [1], "hi")).get(1)?.alt).toEqual({ value: "Children at the new well", lang: "en" });
    expect((await getPictures(db, [1], "en")).get(1)?.alt).toEqual({ value: "Children at the new well", lang: "en" });
    expect((await getPictures(db, [2], "ko")).get(2)?.alt.value).toBeNull();
    expect((await getMediaPreviews(db, [1])).get(1)?.alts).toEqual({ en: "Children at the new well", ko: "", hi: "" });
  });

  it("a photo's descriptions go with it when it is deleted", async () => {
    const { db } = await migrated();
    await db.deleteFrom("media").where("id", "=", 1).execute();
    expect(await db.selectFrom("media_texts").select("media_id").where("media_id", "=", 1).execute()).toEqual([]);
  });
});
