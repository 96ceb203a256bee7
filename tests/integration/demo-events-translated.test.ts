import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { type Locale, locales } from "~/i18n/locales";
import { LocalMediaStore } from "~/media/store.server";
import { getEvent } from "~/models/events.server";
import { getProjectByCode } from "~/models/projects.server";
import { demoProjects, demoVenue } from "~/seed/demo-content.server";
import { seedIfEmpty } from "~/seed/seed.server";

/**
 * Issue 20.11: a new site's demo events showed English descriptions and an
 * English cancellation reason on the Korean and Hindi pages. Every demo
 * event now has its description, and the cancelled date its reason, in each
 * language, and (build 11, decision 0066) its venue and every translated demo
 * project its location.
 */
describe("demo events in every language", () => {
  let database: Database;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-demo-events-"));
    database = openDatabase({ kind: "sqlite", file: path.join(dir, "club.db") });
    await migrateToLatest(database);
    await seedIfEmpty(database.db, new LocalMediaStore(path.join(dir, "media")), { demo: true, engine: "sqlite" });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("every demo event has a title and a description in each language, each its own", async () => {
    const texts = await database.db
      .selectFrom("event_texts as t")
      .innerJoin("events as e", "e.id", "t.event_id")
      .select(["t.event_id", "t.locale", "t.title", "t.description"])
      .where("e.is_demo", "=", 1)
      .execute();
    const events = new Set(texts.map((t) => t.event_id));
    expect(events.size).toBeGreaterThan(0);
    for (const id of events) {
      const byLocale = new Map(texts.filter((t) => t.event_id === id).map((t) => [t.locale, t]));
      for (const locale of locales) {
        expect(byLocale.get(locale)?.title, `event ${id} title in ${locale}`).toBeTruthy();
        expect(byLocale.get(locale)?.description, `event ${id} description in ${locale}`).toBeTruthy();
      }
      expect(byLocale.get("ko")?.description).not.toBe(byLocale.get("en")?.description);
      expect(byLocale.get("hi")?.description).not.toBe(byLocale.get("en")?.description);
    }
  });

  it("every demo event's venue name and address are in Korean and Hindi too, each its own", async () => {
    const texts = await database.db
      .selectFrom("event_texts as t")
      .innerJoin("events as e", "e.id", "t.event_id")
      .select(["t.event_id", "t.locale", "t.venue_name", "t.venue_address"])
      .where("e.is_demo", "=", 1)
      .execute();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) {
      expect(t.venue_name, `event ${t.event_id} venue in ${t.locale}`).toBe(demoVenue[t.locale].venueName);
      expect(t.venue_address, `event ${t.event_id} address in ${t.locale}`).toBe(demoVenue[t.locale].venueAddress);
    }
    expect(new Set(locales.map((locale) => demoVenue[locale].venueName)).size).toBe(locales.length);
    expect(demoVenue.ko.venueName).toBe("데모 행사장");
    expect(demoVenue.hi.venueName).toBe("डेमो स्थल");
    // The Korean and Hindi pages show their own venue, not the English one marked "In English".
    const id = texts[0]?.event_id as number;
    expect((await getEvent(database.db, id, "ko"))?.venueName).toEqual({ value: "데모 행사장", lang: "ko" });
    expect((await getEvent(database.db, id, "hi"))?.venueAddress).toEqual({
      value: demoVenue.hi.venueAddress,
      lang: "hi",
    });
  });

  it("every translated demo project gives its location in Korean and Hindi; the English-only one in English", async () => {
    for (const project of demoProjects) {
      const page = (locale: Locale) => getProjectByCode(database.db, project.code, locale);
      for (const locale of locales) {
        const own = project.texts[locale]?.location;
        const location = (await page(locale))?.location;
        if (own) expect(location, `${project.code} in ${locale}`).toEqual({ value: own, lang: locale });
        else
          expect(location, `${project.code} in ${locale}`).toEqual({ value: project.texts.en?.location, lang: "en" });
      }
      if (project.texts.ko) {
        expect(project.texts.ko.location).not.toBe(project.texts.en?.location);
        expect(project.texts.hi?.location).not.toBe(project.texts.en?.location);
      }
    }
  });

  it("the weekly demo meeting's cancelled date gives its reason in Korean and Hindi too", async () => {
    const notes = await database.db.selectFrom("event_exception_texts").select(["locale", "note"]).execute();
    expect(Object.fromEntries(notes.map((n) => [n.locale, n.note]))).toEqual({
      ko: "예시: 공휴일",
      hi: "डेमो: छुट्टी का दिन",
    });
  });
});
