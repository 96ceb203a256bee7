import { renderMarkdown } from "~/content/markdown.server";
import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import type { Config } from "~/env.server";
import { localText } from "~/i18n/fallback";
import { formatDayAndMonth, formatOfficialTimeIn } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { defaultLocale } from "~/i18n/locales";
import { celebrationsWithin } from "~/lib/celebrations";
import { indiaDate } from "~/lib/india-time";
import { type BulletinBlocks, type BulletinEmailInput, renderBulletinEmail } from "~/mail/bulletin-email";
import { enqueueMail, type OutboxDraft } from "~/mail/outbox.server";
import { type MailPhoto, mailPhotos } from "~/media/mail-copy.server";
import { getMediaPreviews } from "~/media/previews.server";
import type { MediaStore } from "~/media/store.server";
import { listBulletinMembers, type RecipientKey, unsubscribeToken } from "./bulletin-audience.server";
import { bulletinPhotoIds } from "./bulletins.server";
import { clubNameIn, getClubProfile } from "./club-profile.server";
import { listMeetings, listUpcomingEvents } from "./events.server";
import { directory } from "./member-profiles.server";
import { listProjectsForFeed } from "./projects.server";

/**
 * Sending a bulletin (issue 26; docs/decisions/0082): when it is due, one
 * transaction freezes its blocks, works out who gets it and queues one
 * e-mail per address in the outbox; the outbox worker sends them under the
 * hourly cap, after a restart too. Either every copy is queued or none.
 */

export interface SendSetup {
  /** The site's address: every link and photo of the e-mail is absolute. */
  publicUrl: string;
  /** The `mailto:` of List-Unsubscribe (an address officials read), if any. */
  unsubscribeMailto: string | null;
  /** Where the photos' e-mail copies are made and kept; without it a bulletin goes without its photos. */
  media: MediaStore | null;
}

/** What sending needs from the configuration; null without PUBLIC_URL (an e-mail's links must be absolute). */
export function sendSetupOf(
  config: Pick<Config, "PUBLIC_URL" | "CONTACT_TO">,
  media: MediaStore | null = null,
): SendSetup | null {
  if (!config.PUBLIC_URL) return null;
  const contact = /[^\s<>,;]+@[^\s<>,;]+/.exec(config.CONTACT_TO ?? "")?.[0] ?? null;
  return { publicUrl: config.PUBLIC_URL, unsubscribeMailto: contact, media };
}

/** A bulletin's photos as e-mail JPEGs, made before a transaction needs them (converting takes a moment). */
async function photosFor(db: Db, id: number, setup: SendSetup): Promise<MailPhoto[]> {
  return setup.media ? mailPhotos(db, setup.media, await bulletinPhotoIds(db, id)) : [];
}

export interface BulletinRecipient {
  key: RecipientKey;
  email: string;
  locale: Locale;
  reason: "member" | "friend";
}

/**
 * Who a bulletin goes to now: members with an account, in their account's
 * language, then members without one whom an official added, then friends
 * who confirmed their address; an address once, none that unsubscribed or
 * is undeliverable. Pending sign-ups get nothing.
 */
export async function bulletinRecipients(db: Db, now = new Date()): Promise<BulletinRecipient[]> {
  const [accounts, added, friends, unsubscribed, undeliverable] = await Promise.all([
    db
      .selectFrom("officials as o")
      .innerJoin("members as m", "m.id", "o.member_id")
      .select(["o.id", "o.email", "o.locale"])
      .where((eb) => eb.or([eb("o.access_ends_at", "is", null), eb("o.access_ends_at", ">", nowIso(now))]))
      .orderBy("o.id")
      .execute(),
    listBulletinMembers(db),
    db
      .selectFrom("newsletter_friends")
      .select(["id", "email", "locale"])
      .where("status", "=", "confirmed")
      .orderBy("id")
      .execute(),
    db.selectFrom("bulletin_unsubscribes").select("email").execute(),
    db.selectFrom("bulletin_bounces").select("email").where("undeliverable_at", "is not", null).execute(),
  ]);
  const skipped = new Set([...unsubscribed, ...undeliverable].map((row) => row.email));
  const seen = new Set<string>();
  const recipients: BulletinRecipient[] = [];
  const add = (recipient: BulletinRecipient) => {
    if (skipped.has(recipient.email) || seen.has(recipient.email)) return;
    seen.add(recipient.email);
    recipients.push(recipient);
  };
  for (const a of accounts) add({ key: `a${a.id}`, email: a.email.toLowerCase(), locale: a.locale, reason: "member" });
  for (const m of added) add({ key: `m${m.id}`, email: m.email, locale: m.locale, reason: "member" });
  for (const f of friends) add({ key: `f${f.id}`, email: f.email, locale: f.locale, reason: "friend" });
  return recipients;
}

const absolute = (path: string, publicUrl: string) => new URL(path, publicUrl).toString();

/** The body for e-mail: the site's own paths made absolute, as mail apps have no site to resolve them against. */
export function bodyForEmail(markdown: string, publicUrl: string): string {
  return renderMarkdown(markdown, { topHeading: 2 }).replace(
    /href="(\/[^"]*)"/g,
    (_match, path: string) => `href="${absolute(path, publicUrl)}"`,
  );
}

/** The blocks every reader of a language sees (frozen for the archive), from the site as it is now. */
async function publicBlocks(
  db: Db,
  flags: { with_events: number; with_projects: number },
  locale: Locale,
  publicUrl: string,
  now: Date,
): Promise<BulletinBlocks> {
  const blocks: BulletinBlocks = {};
  if (flags.with_events === 1) {
    const until = now.getTime() + 14 * 86_400_000;
    const [meetings, events] = await Promise.all([
      listMeetings(db, locale, now, 2),
      listUpcomingEvents(db, locale, now, 6),
    ]);
    blocks.events = [
      ...meetings.flatMap((meeting) =>
        meeting.next
          .filter((date) => date.status !== "cancelled")
          .map((date) => ({ id: meeting.id, title: meeting.title.value ?? "", startsAt: date.startsAt })),
      ),
      ...events
        .filter((event) => event.status !== "cancelled")
        .map((event) => ({ id: event.id, title: event.title.value ?? "", startsAt: event.startsAt })),
    ]
      .filter((date) => Date.parse(date.startsAt) <= until)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .slice(0, 6)
      .map((date) => ({
        title: date.title,
        when: formatOfficialTimeIn(date.startsAt, locale),
        url: absolute(localizePath(`/event/${date.id}`, locale), publicUrl),
      }));
  }
  if (flags.with_projects === 1)
    blocks.projects = (await listProjectsForFeed(db, locale, 3)).map((project) => ({
      title: project.title.value ?? project.code,
      url: absolute(localizePath(`/project/${encodeURIComponent(project.code)}`, locale), publicUrl),
    }));
  return blocks;
}

/** This week's birthdays and anniversaries, as members may see them: for members' copies only, never archived. */
async function celebrationBlock(db: Db, locale: Locale, now: Date): Promise<BulletinBlocks["celebrations"]> {
  const members = await directory(db, { memberId: null, role: "member" });
  const words = { en: ["Birthday", "Anniversary"], ko: ["생일", "결혼기념일"], hi: ["जन्मदिन", "वर्षगाँठ"] }[locale];
  return celebrationsWithin(members, indiaDate(now), 7).map((c) => ({
    name: c.name,
    what: `${c.kind === "birthday" ? words[0] : words[1]}, ${formatDayAndMonth(c.monthDay, locale)}`,
  }));
}

const placeholder = "https://unsubscribe.invalid/RECIPIENT";

interface Wording {
  subject: string;
  html: string;
  text: string;
}

/** Renders a bulletin once per language and kind of reader; each copy then only gets its own unsubscribe link. */
async function wordings(
  db: Db,
  bulletin: { id: number; with_events: number; with_projects: number; with_celebrations: number; members_only: number },
  texts: { locale: Locale; title: string; body: string }[],
  setup: SendSetup,
  now: Date,
  photos: MailPhoto[],
) {
  const profile = await getClubProfile(db);
  // Every language's description of each photo, read once for all the copies.
  const descriptions = await getMediaPreviews(
    db,
    photos.map((photo) => photo.id),
  );
  const cache = new Map<string, Promise<Wording>>();
  const frozen = new Map<Locale, BulletinBlocks>();
  return {
    frozen,
    wordingFor(locale: Locale, reason: "member" | "friend"): Promise<Wording> {
      const key = `${locale}:${reason}`;
      let wording = cache.get(key);
      if (!wording) {
        wording = (async () => {
          // A reader whose language has no translation gets the English.
          const text =
            texts.find((t) => t.locale === locale && t.title.trim() && t.body.trim()) ??
            texts.find((t) => t.locale === defaultLocale);
          const shownLocale = text?.locale ?? defaultLocale;
          let blocks = frozen.get(shownLocale);
          if (!blocks) {
            blocks = await publicBlocks(db, bulletin, shownLocale, setup.publicUrl, now);
            frozen.set(shownLocale, blocks);
          }
          const input: BulletinEmailInput = {
            locale: shownLocale,
            clubName: clubNameIn(profile, shownLocale),
            title: text?.title ?? "",
            bodyHtml: bodyForEmail(text?.body ?? "", setup.publicUrl),
            blocks:
              reason === "member" && bulletin.with_celebrations === 1
                ? { ...blocks, celebrations: await celebrationBlock(db, shownLocale, now) }
                : blocks,
            photos: photos.map((photo) => {
              const alts = descriptions.get(photo.id)?.alts;
              return {
                url: absolute(photo.path, setup.publicUrl),
                // In the reader's language, or the English one.
                alt: localText(alts?.[shownLocale], alts?.[defaultLocale], shownLocale).value ?? "",
                width: photo.width,
                height: photo.height,
              };
            }),
            archiveUrl: absolute(localizePath(`/bulletin/${bulletin.id}`, shownLocale), setup.publicUrl),
            unsubscribeUrl: placeholder,
            reason,
          };
          const { html, text: plain } = await renderBulletinEmail(input);
          return { subject: input.title, html, text: plain };
        })();
        cache.set(key, wording);
      }
      return wording;
    },
  };
}

/** One recipient's copy: their unsubscribe link in both parts and in List-Unsubscribe (RFC 2369, RFC 8058). */
async function copyFor(
  db: Db,
  wording: Wording,
  recipient: Pick<BulletinRecipient, "key" | "email" | "locale">,
  bulletinId: number | null,
  setup: SendSetup,
): Promise<OutboxDraft> {
  const token = await unsubscribeToken(db, recipient.key, recipient.email, bulletinId ?? undefined);
  const link = absolute(localizePath(`/unsubscribe/${token}`, recipient.locale), setup.publicUrl);
  const listUnsubscribe = [
    `<${link}>`,
    ...(setup.unsubscribeMailto ? [`<mailto:${setup.unsubscribeMailto}?subject=unsubscribe>`] : []),
  ].join(", ");
  return {
    audience: "visitor",
    recipient: recipient.email,
    subject: wording.subject,
    body: wording.text.replaceAll(placeholder, link),
    html: wording.html.replaceAll(placeholder, link),
    bulletinId: bulletinId ?? undefined,
    headers: { "List-Unsubscribe": listUnsubscribe, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

async function textsOf(db: Db, id: number) {
  return db.selectFrom("bulletin_texts").select(["locale", "title", "body"]).where("bulletin_id", "=", id).execute();
}

/**
 * Queues a scheduled bulletin that is due: marks it sent, freezes its
 * blocks per language and queues a copy for every recipient, in one
 * transaction. The number of copies queued, or null when it was not due
 * (another process took it, or it was taken back to a draft).
 */
export async function queueBulletin(db: Db, id: number, setup: SendSetup, now = new Date()): Promise<number | null> {
  const photos = await photosFor(db, id, setup);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable("bulletins")
      .set({ status: "sent", sent_at: nowIso(now), updated_at: nowIso(now) })
      .where("id", "=", id)
      .where("status", "=", "scheduled")
      .where("scheduled_at", "<=", nowIso(now))
      .returning(["id", "with_events", "with_projects", "with_celebrations", "members_only"])
      .executeTakeFirst();
    if (!taken) return null;
    const texts = await textsOf(trx, id);
    const { frozen, wordingFor } = await wordings(trx, taken, texts, setup, now, photos);
    const recipients = await bulletinRecipients(trx, now);
    const copies: OutboxDraft[] = [];
    for (const recipient of recipients)
      copies.push(await copyFor(trx, await wordingFor(recipient.locale, recipient.reason), recipient, id, setup));
    // The archive shows each language's blocks as they were sent, even with nobody reading that language.
    for (const { locale } of texts) await wordingFor(locale, "friend");
    for (const [locale, blocks] of frozen)
      await trx
        .updateTable("bulletin_texts")
        .set({ blocks: JSON.stringify(blocks) })
        .where("bulletin_id", "=", id)
        .where("locale", "=", locale)
        .execute();
    for (let start = 0; start < copies.length; start += 100)
      await enqueueMail(trx, null, copies.slice(start, start + 100), now);
    await trx.updateTable("bulletins").set({ recipients: copies.length }).where("id", "=", id).execute();
    return copies.length;
  });
}

/** The scheduler's look: every scheduled bulletin now due is queued. How many copies were queued. */
export async function sendDueBulletins(db: Db, setup: SendSetup, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom("bulletins")
    .select("id")
    .where("status", "=", "scheduled")
    .where("scheduled_at", "<=", nowIso(now))
    .orderBy("scheduled_at")
    .execute();
  let queued = 0;
  for (const { id } of due) queued += (await queueBulletin(db, id, setup, now)) ?? 0;
  return queued;
}

/**
 * A test copy to the official, as a member would get it, in `locale`:
 * marked "[Test]", not counted in the bulletin's figures, and its
 * unsubscribe link is the official's own.
 */
export async function sendTestBulletin(
  db: Db,
  id: number,
  to: { accountId: number; email: string; locale: Locale },
  setup: SendSetup,
  now = new Date(),
): Promise<boolean> {
  const wording = await previewBulletin(db, id, to.locale, "member", setup, now);
  if (!wording) return false;
  const copy = await copyFor(
    db,
    { ...wording, subject: `[Test] ${wording.subject}` },
    { key: `a${to.accountId}`, email: to.email, locale: to.locale },
    null,
    setup,
  );
  await enqueueMail(db, null, [copy], now);
  return true;
}

/** The e-mail a bulletin would be for a reader of `locale`, for the officials' preview. */
export async function previewBulletin(
  db: Db,
  id: number,
  locale: Locale,
  reason: "member" | "friend",
  setup: SendSetup,
  now = new Date(),
): Promise<Wording | null> {
  const bulletin = await db
    .selectFrom("bulletins")
    .select(["id", "with_events", "with_projects", "with_celebrations", "members_only"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!bulletin) return null;
  const { wordingFor } = await wordings(
    db,
    bulletin,
    await textsOf(db, id),
    setup,
    now,
    await photosFor(db, id, setup),
  );
  return wordingFor(locale, reason);
}
