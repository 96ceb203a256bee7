import type { Transaction } from "kysely";
import type { Db } from "~/db/connect.server";
import type { DB, Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { weeklyRule } from "~/events/recurrence.server";
import { locales } from "~/i18n/locales";
import { addDays, indiaDate, indiaLocalToInstant } from "~/lib/india-time";
import { rotaryYearAt } from "~/lib/rotary-year";
import { log } from "~/log.server";
import { insertImage } from "~/media/save.server";
import type { MediaStore } from "~/media/store.server";
import { type EncodedImage, encodeImage, putEncodedImage } from "~/media/variants.server";
import { startClubProfile } from "~/models/club-profile.server";
import { eventTextRows } from "~/models/events.server";
import { memberTextRows } from "~/models/members.server";
import { projectTextRows } from "~/models/project-state.server";
import {
  demoCancellationNote,
  demoClubTexts,
  demoEvents,
  demoImage,
  demoMembers,
  demoOfficerTerms,
  demoPastPresidents,
  demoPortraitAlt,
  demoProfile,
  demoProjects,
  demoVenue,
} from "./demo-content.server";

/**
 * The demo pictures, each encoded once in a process: their bytes never change,
 * and the tests seed many databases in one process (encoding them took most of
 * a demo seeding). A server seeds once; what this keeps is under half a megabyte.
 */
const demoPictures = new Map<string, Promise<EncodedImage>>();

function demoPicture(width: number, height: number, hue: number, label: string): Promise<EncodedImage> {
  const key = `${width}x${height} ${hue} ${label}`;
  let picture = demoPictures.get(key);
  if (!picture) {
    picture = demoImage(width, height, hue, label).then((source) => encodeImage(source));
    picture.catch(() => demoPictures.delete(key));
    demoPictures.set(key, picture);
  }
  return picture;
}

/**
 * Runs at every start: the club's first profile and, with `demo`, the demo
 * content in the same transaction (startClubProfile), so it is seeded exactly
 * once. The slow part, the images, is done before, outside the transaction.
 */
export async function seedIfEmpty(
  db: Db,
  store: MediaStore,
  options: { demo: boolean; engine?: "sqlite" | "postgres" },
): Promise<"seeded" | "present"> {
  if (await db.selectFrom("club_profile").select("id").where("id", "=", 1).executeTakeFirst()) return "present";

  // Images go to the store before the transaction: their names come from their
  // content, so writing them again after a failed start is harmless.
  const stored = (width: number, height: number, hue: number, label: string) =>
    demoPicture(width, height, hue, label).then((image) => putEncodedImage(store, image));
  const projectImages = options.demo
    ? await Promise.all(
        demoProjects.map((p) => Promise.all(p.images.map(async (img) => stored(1200, 800, img.hue, img.label)))),
      )
    : [];
  const memberImages = options.demo
    ? await Promise.all(demoMembers.map(async (m) => stored(600, 600, m.hue, m.name.replace("Demo Member ", ""))))
    : [];

  try {
    const demo = async (trx: Transaction<DB>) => {
      const now = nowIso();
      for (const [index, project] of demoProjects.entries()) {
        // Spread creation times so "newest first" follows the project dates.
        const createdAt = `${project.date}T10:00:00.000Z`;
        const { id } = await trx
          .insertInto("projects")
          .values({
            code: project.code,
            project_date: project.date,
            cost: project.cost,
            man_hours: project.manHours,
            video_url: project.videoUrl,
            is_signature: project.signature ? 1 : 0,
            is_demo: 1,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await projectTextRows.write(trx, id, project.texts);
        for (const [position, image] of project.images.entries()) {
          const source = projectImages[index]?.[position];
          if (!source) continue;
          const mediaId = await insertImage(trx, source, image.alt);
          await trx.insertInto("project_media").values({ project_id: id, position, media_id: mediaId }).execute();
        }
      }

      await seedDemoEvents(trx, new Date());

      for (const [index, member] of demoMembers.entries()) {
        const source = memberImages[index];
        const photoId = source ? await insertImage(trx, source, demoPortraitAlt(member.name)) : null;
        const { id } = await trx
          .insertInto("members")
          .values({
            member_no: member.member_no,
            name: member.name,
            position: member.position,
            joined_on: member.joined_on,
            photo_id: photoId,
            is_demo: 1,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await memberTextRows.write(trx, id, member.texts);
      }

      for (const entry of demoPastPresidents) {
        await trx
          .insertInto("past_presidents")
          .values({ ...entry, is_demo: 1, created_at: now, updated_at: now })
          .execute();
      }

      for (const term of demoOfficerTerms(rotaryYearAt(new Date()))) {
        await trx
          .insertInto("officer_terms")
          .values({ ...term, created_at: now, updated_at: now })
          .execute();
      }
    };
    const start = options.demo ? { profile: demoProfile, texts: demoClubTexts, alongside: demo } : undefined;
    if ((await startClubProfile(db, options.engine, start)) === "present") return "present";
  } catch (error) {
    const again = await db.selectFrom("club_profile").select("id").where("id", "=", 1).executeTakeFirst();
    if (again) return "present";
    throw error;
  }
  log.info("first start: database seeded", { demo: options.demo });
  return "seeded";
}

/** The demo meetings and events (demoEvents), dated from `today`; the weekly meeting has one cancelled date. */
async function seedDemoEvents(trx: Db, today: Date) {
  const base = indiaDate(today);
  const dayFrom = (days: number) => addDays(base, days);
  const at = (date: string, time: string) => indiaLocalToInstant(`${date}T${time}`) as string;
  const now = nowIso();
  for (const event of demoEvents) {
    const date = dayFrom(event.day);
    const startsAt = event.start ? at(date, event.start) : at(date, "00:00");
    const endsAt = event.end ? at(date, event.end) : at(dayFrom(event.day + (event.days ?? 1)), "00:00");
    const { id } = await trx
      .insertInto("events")
      .values({
        kind: event.kind,
        starts_at: startsAt,
        ends_at: endsAt,
        all_day: event.start ? 0 : 1,
        recurrence: event.weekly ? weeklyRule : null,
        repeat_until: null,
        map_url: null,
        online_url: null,
        photo_id: null,
        project_id: null,
        status: "scheduled",
        is_draft: 0,
        sequence: 0,
        is_demo: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await eventTextRows.write(
      trx,
      id,
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          { title: event.titles[locale], ...demoVenue[locale], description: event.descriptions[locale] },
        ]),
      ),
    );
    if (event.weekly) {
      // Five weeks after the first demo meeting: a date in the coming weeks, cancelled.
      const occurrenceAt = new Date(Date.parse(startsAt) + 5 * 7 * 86_400_000).toISOString();
      await trx
        .insertInto("event_exceptions")
        .values({
          event_id: id,
          occurrence_at: occurrenceAt,
          status: "cancelled",
          starts_at: null,
          ends_at: null,
          note: demoCancellationNote.en,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto("event_exception_texts")
        .values(
          Object.entries(demoCancellationNote)
            .filter(([locale]) => locale !== "en")
            .map(([locale, note]) => ({ event_id: id, occurrence_at: occurrenceAt, locale: locale as Locale, note })),
        )
        .execute();
    }
  }
}
