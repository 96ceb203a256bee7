import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandingDocument } from "~/content/fields";
import { buildCalendar } from "~/events/feed.server";
import { eventsContent } from "~/i18n/content/events";
import { LocalMediaStore } from "~/media/store.server";
import { clubNameIn, getClubNames } from "~/models/club-profile.server";
import { getPublished, publish } from "~/models/content.server";
import { saveMessage } from "~/models/messages.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { migratedDatabase, testEngines } from "../helpers/engines";

const mail = {
  officials: { join: "membership@club.example", contact: "secretary@club.example" },
  acknowledge: true,
  publicUrl: "https://club.example",
};

for (const engine of testEngines) {
  describe(`one source for the club's name (${engine.name})`, () => {
    const handle = migratedDatabase(engine.setup);

    it("the name published on Logo and name is the one in join and contact e-mails and the calendar's X-WR-CALNAME, in every language", async () => {
      const { db } = handle.database;
      const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-name-")));
      await seedIfEmpty(db, store, { demo: false, engine: handle.database.engine });
      const branding = (await getPublished(db, brandingDocument)).data;
      const names = { en: "Rotary Club of Renamed", ko: "개명 로타리 클럽", hi: "रोटरी क्लब रीनेम्ड" };
      await publish(
        db,
        brandingDocument,
        {
          ...branding,
          texts: Object.fromEntries(
            Object.entries(names).map(([locale, name]) => [locale, { ...branding.texts[locale], clubName: name }]),
          ),
        },
        null,
      );

      for (const [locale, name] of Object.entries(names) as [keyof typeof names, string][]) {
        const saved = await saveMessage(
          db,
          {
            kind: locale === "ko" ? "join" : "contact",
            locale,
            name: "Asha Verma",
            email: `asha-${locale}@example.org`,
            phone: "+91 90000 00000",
            age: locale === "ko" ? 30 : null,
            body: "Hello",
            clientIp: null,
          },
          { mail },
        );
        expect(saved.saved).toBe(true);
        const sent = await db
          .selectFrom("outbox")
          .select(["audience", "subject", "body"])
          .where("message_id", "=", saved.saved ? saved.id : 0)
          .execute();
        expect(sent.length).toBe(2);
        const visitorMail = sent.find((m) => m.audience === "visitor");
        expect(`${visitorMail?.subject}\n${visitorMail?.body}`).toContain(name);
        for (const m of sent) expect(`${m.subject}\n${m.body}`).not.toContain("Demo Rotary Club");

        const calendar = buildCalendar([], {
          locale,
          labels: eventsContent[locale].feed,
          publicUrl: "https://club.example",
          clubName: clubNameIn(await getClubNames(db), locale),
        });
        expect(calendar).toContain(`X-WR-CALNAME:${name}`);
      }
      // Seeding makes the logo's images: slow on a busy machine.
    }, 120_000);
  });
}
