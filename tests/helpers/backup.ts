import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import sharp from "sharp";
import tar from "tar-stream";
import type { ArchiveManifest } from "~/backup/archive-format";
import { describeTables } from "~/backup/tables.server";
import { type Database, migrateToLatest } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { recordBulletinRefusal } from "~/mail/bulletin-bounces.server";
import type { MediaStore } from "~/media/store.server";
import { queueBulletin } from "~/models/bulletin-send.server";
import { createBulletin, scheduleBulletin, setBulletinsPerHour } from "~/models/bulletins.server";
import { addCertificates } from "~/models/certificates.server";
import { confirmGiftReceived, issueReceipt, reportGift, saveBankStatement } from "~/models/gifts.server";
import { deleteMember } from "~/models/members.server";
import { getReceivingBody, saveReceivingBody, setSignature } from "~/models/receiving-body.server";
import { seedContent } from "~/seed/initial-content.server";
import { seedIfEmpty } from "~/seed/seed.server";

/**
 * A site with the demo content and a row in every table: officials, their
 * sessions and tokens, messages and their e-mails, projects with versions,
 * a draft and a pending change, redirects, page drafts, the audit log.
 */
export async function fillSite(database: Database, store: MediaStore) {
  const { db, engine } = database;
  await migrateToLatest(database);
  await seedIfEmpty(db, store, { demo: true, engine });
  await seedContent(db);
  const at = nowIso(new Date("2026-01-02T03:04:05.678Z"));
  const mediaId = (await db.selectFrom("media").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  const official = await db
    .insertInto("officials")
    .values({ email: "secretary@example.org", password_hash: "$argon2id$fake", created_at: at, name: "Secretary ✓" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const editor = await db
    .insertInto("officials")
    .values({ email: "editor@example.org", password_hash: "$argon2id$fake2", created_at: at, role: "editor" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("sessions")
    .values({ token_hash: "a".repeat(64), official_id: official.id, created_at: at, expires_at: at, last_seen_at: at })
    .execute();
  // A member who signs in, in Hindi, with a profile whose phone other members may see (migrations 0023, 0024).
  const profiled = await db.selectFrom("members").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  const memberAccount = await db
    .insertInto("officials")
    .values({
      email: "member@example.org",
      password_hash: "",
      created_at: at,
      role: "member",
      member_id: profiled.id,
      locale: "hi",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Their asked change to the public page, waiting for an official (migration 0025).
  await db
    .insertInto("member_public_changes")
    .values({
      member_id: profiled.id,
      name: "नया नाम",
      photo_id: mediaId,
      requested_by: memberAccount.id,
      requested_at: at,
    })
    .execute();
  await db
    .insertInto("member_public_change_texts")
    .values({ member_id: profiled.id, locale: "hi", designation: "सचिव", message: null })
    .execute();
  await db
    .insertInto("member_profiles")
    .values({
      member_id: profiled.id,
      classification: "सनदी लेखाकार",
      phone: "+91 98765 43210",
      phone_seen_by: "members",
      birth_date: "1970-04-15",
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("login_attempts")
    .values({
      official_id: official.id,
      email: "secretary@example.org",
      status: "success",
      ip: "203.0.113.7",
      created_at: at,
    })
    .execute();
  await db
    .insertInto("official_tokens")
    .values({
      token_hash: "b".repeat(64),
      purpose: "invite",
      email: "new@example.org",
      role: "editor",
      official_id: null,
      created_by: official.id,
      created_at: at,
      expires_at: at,
      used_at: null,
    })
    .execute();
  await db.insertInto("reset_requests").values({ email: "editor@example.org", ip: null, created_at: at }).execute();
  const message = await db
    .insertInto("messages")
    .values({
      kind: "join",
      locale: "ko",
      name: '김민준 "quoted"\nnew line',
      email: "visitor@example.org",
      phone: "+91 98765 43210",
      age: 34,
      body: "I would like to join — 참여하고 싶습니다. ₹1,00,000 \\ backslash",
      submitted_at: at,
      status: "new",
      spam_reason: null,
      client_ip: "198.51.100.4",
      time_text: "2026년 1월 2일",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("outbox")
    .values({
      message_id: message.id,
      recipient: "membership@example.org",
      subject: "Join request",
      body: "Body",
      next_attempt_at: at,
      sent_at: null,
      last_error: "421 try later",
      created_at: at,
      locked_until: null,
      locked_by: null,
      failed_at: null,
    })
    .execute();
  await db
    .insertInto("audit_log")
    .values({
      official_id: official.id,
      action: "create",
      entity: "project",
      entity_id: "1",
      at,
      summary: "Made",
      actor: "secretary@example.org",
    })
    .execute();
  await db
    .insertInto("app_secrets")
    .values({ name: "session", value: "c".repeat(64), created_at: at })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  await db
    .insertInto("health_checks")
    .values({ id: 1, checked_at: at })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .insertInto("job_claims")
    .values({ job: "backup", run: "2026-11-27", holder: "host:1:ab", claimed_at: at })
    .execute();
  // Giving: a receiving body, a gift with a PAN (Hindi, so non-ASCII survives) and its receipt.
  await saveReceivingBody(db, editor.id, {
    ...(await getReceivingBody(db)),
    registeredName: "Demo Rotary Charitable Trust",
    address: "1 Mall Road, Kanpur",
    pan: "AAATD1234Q",
    urn: "AAATD1234QF20214",
  });
  const gift = await reportGift(db, {
    reference: "GBACKUP234",
    indianCitizen: true,
    donorName: "आशा वर्मा",
    email: "asha@example.org",
    phone: "+91 98765 43210",
    amountPaise: 12_34_56_789_50,
    givenOn: "2026-05-14",
    mode: "bank",
    bankReference: "SBIN0001234567",
    cause: "literacy",
    idKind: "pan",
    idNumber: "ABCPV1234F",
    address: "12 सिविल लाइंस, कानपुर",
    locale: "hi",
    consented: true,
  });
  await setSignature(db, editor.id, {
    fileName: "signature.png",
    png: await sharp({ create: { width: 60, height: 20, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer(),
  });
  const statementId = await saveBankStatement(db, editor.id, {
    fileName: "sbi-may.csv",
    layout: "SBI",
    content: "Txn Date,Description,Ref No./Cheque No.,Credit\n14/05/2026,NEFT आशा,SBIN0001234567,1234567895.50\n",
    credits: 1,
    firstDate: "2026-05-14",
    lastDate: "2026-05-14",
  });
  await confirmGiftReceived(db, editor.id, gift.id, new Date(), { statementId, line: 2 });
  await issueReceipt(db, editor.id, gift.id);
  await addCertificates(db, editor.id, "2026-27", [
    { fileName: "10BE_ABCPV1234F.pdf", bytes: Buffer.from("%PDF-1.4\n% a certificate\n%%EOF\n") },
  ]);
  await db
    .insertInto("content_drafts")
    .values({
      document: "home",
      data: JSON.stringify({ title: "Draft" }),
      base_number: 1,
      updated_at: at,
      updated_by: editor.id,
    })
    .onConflict((oc) => oc.column("document").doNothing())
    .execute();
  await db.insertInto("content_media").values({ document: "home", version_number: null, media_id: mediaId }).execute();
  await db
    .insertInto("import_sources")
    .values({ source_url: "http://127.0.0.1:9/demo/photo.jpg", media_id: mediaId, imported_at: at })
    .execute();
  for (const [index, code] of ["BACKUP-1", "BACKUP-2", "BACKUP-DRAFT"].entries()) {
    const project = await db
      .insertInto("projects")
      .values({
        code,
        project_date: `2025-07-0${index + 1}`,
        cost: 150000 + index,
        man_hours: index === 0 ? null : 12,
        video_url: null,
        is_signature: index === 0 ? 1 : 0,
        is_draft: code === "BACKUP-DRAFT" ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("project_texts")
      .values({
        project_id: project.id,
        locale: "en",
        title: `Title ${code}`,
        short_note: null,
        location: "Bhubaneswar",
        description: "Text",
      })
      .execute();
    await db.insertInto("project_media").values({ project_id: project.id, position: 0, media_id: mediaId }).execute();
    for (const number of [1, 2]) {
      const version = await db
        .insertInto("project_versions")
        .values({
          project_id: project.id,
          number,
          data: JSON.stringify({ code, number }),
          saved_at: at,
          saved_by: official.id,
          actor: "secretary@example.org",
          summary: "Saved",
          restored_from: number === 2 ? 1 : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("project_version_media").values({ version_id: version.id, media_id: mediaId }).execute();
    }
    if (index === 1) {
      await db
        .insertInto("project_pending")
        .values({ project_id: project.id, data: JSON.stringify({ code }), updated_at: at, updated_by: editor.id })
        .execute();
      await db.insertInto("project_pending_media").values({ project_id: project.id, media_id: mediaId }).execute();
      await db
        .insertInto("project_code_redirects")
        .values({ old_code: "OLD-BACKUP-2", project_id: project.id, created_at: at })
        .execute();
    }
  }
  // A weekly meeting with a photo, a linked project, texts in two languages and one moved date.
  const project = await db.selectFrom("projects").select("id").where("code", "=", "BACKUP-1").executeTakeFirstOrThrow();
  const event = await db
    .insertInto("events")
    .values({
      kind: "club-meeting",
      starts_at: "2026-01-06T13:30:00.000Z",
      ends_at: "2026-01-06T15:00:00.000Z",
      all_day: 0,
      recurrence: "FREQ=WEEKLY",
      repeat_until: "2026-12-29",
      map_url: "https://example.org/map",
      online_url: null,
      photo_id: mediaId,
      project_id: project.id,
      status: "scheduled",
      is_draft: 0,
      sequence: 3,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("event_texts")
    .values([
      {
        event_id: event.id,
        locale: "en",
        title: "Backup meeting",
        venue_name: "Backup venue ✓",
        venue_address: 'Address, "quoted"',
        description: "**Bold**",
        status_note: null,
      },
      {
        event_id: event.id,
        locale: "ko",
        title: "백업 모임",
        venue_name: "백업 장소",
        description: null,
        status_note: null,
      },
    ])
    .execute();
  await db
    .insertInto("event_exceptions")
    .values({
      event_id: event.id,
      occurrence_at: "2026-01-13T13:30:00.000Z",
      status: "moved",
      starts_at: "2026-01-14T13:30:00.000Z",
      ends_at: "2026-01-14T15:00:00.000Z",
      note: "Hall booked",
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("event_exception_texts")
    .values({ event_id: event.id, occurrence_at: "2026-01-13T13:30:00.000Z", locale: "ko", note: "홀 예약됨" })
    .execute();
  // The meeting's register, a leave, a make-up, the settings and a sent report (migration 0026).
  await db
    .insertInto("attendance_registers")
    .values({
      event_id: event.id,
      occurrence_at: "2026-01-06T13:30:00.000Z",
      held_on: "2026-01-06",
      visitors: 2,
      visiting_rotarians: 1,
      created_at: at,
      updated_at: at,
      updated_by: official.id,
    })
    .execute();
  await db
    .insertInto("attendance_marks")
    .values({
      event_id: event.id,
      occurrence_at: "2026-01-06T13:30:00.000Z",
      member_id: profiled.id,
      mark: "present",
      source: "self",
      marked_at: at,
    })
    .execute();
  await db
    .insertInto("attendance_leaves")
    .values({
      member_id: profiled.id,
      kind: "exempt",
      starts_on: "2026-01-01",
      ends_on: null,
      note: "Rule of 85 ✓",
      created_at: at,
      created_by: official.id,
    })
    .execute();
  await db
    .insertInto("attendance_make_ups")
    .values({
      member_id: profiled.id,
      held_on: "2026-01-08",
      kind: "other-club",
      place: "रोटरी क्लब आगरा",
      note: "",
      status: "accepted",
      reported_at: at,
      decided_at: at,
      decided_by: official.id,
    })
    .execute();
  await db
    .insertInto("attendance_settings")
    .values({
      id: 1,
      make_up_days: 14,
      make_up_cap: 4,
      district_email: "district@example.org",
      report_locale: "hi",
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("attendance_reports")
    .values({
      month: "2026-01",
      figures: '{"month":"2026-01"}',
      sent_to: "district@example.org",
      sent_at: at,
      sent_by: official.id,
    })
    .execute();
  // A reply to the event, from a visitor, with a guest (migration 0027).
  await db
    .insertInto("event_replies")
    .values({
      event_id: event.id,
      who: "email:asha@example.org",
      member_id: null,
      name: "आशा वर्मा",
      email: "asha@example.org",
      phone: "+91 98765 43210",
      guests: 1,
      note: "Vegetarian ✓",
      status: "waiting",
      locale: "hi",
      queued_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  // A friend of the club on the bulletin's list, and an address that unsubscribed (migration 0029).
  await db
    .insertInto("newsletter_friends")
    .values({
      email: "friend@example.org",
      locale: "ko",
      status: "confirmed",
      token_hash: null,
      token_expires_at: null,
      created_at: at,
      updated_at: at,
      confirmed_at: at,
    })
    .execute();
  await db
    .insertInto("bulletin_unsubscribes")
    .values({ email: "former-friend@example.org", how: "one-click", unsubscribed_at: at })
    .execute();
  // A bulletin sent to the friend above, its versions and frozen blocks, the hourly cap and an
  // undeliverable address (migration 0030).
  const bulletinId = await createBulletin(db, official.id, {
    texts: {
      en: { title: "Weekly bulletin", body: "Hello **members**" },
      ko: { title: "주간 소식지", body: "안녕하세요" },
      hi: { title: "", body: "" },
    },
    membersOnly: false,
    withEvents: true,
    withCelebrations: false,
    withProjects: true,
    photoIds: [mediaId],
  });
  await scheduleBulletin(db, bulletinId, new Date(Date.parse(at) - 60_000));
  await queueBulletin(
    db,
    bulletinId,
    { publicUrl: "https://club.example", unsubscribeMailto: null, media: store },
    new Date(at),
  );
  await setBulletinsPerHour(db, 150);
  // A member without an account on the bulletin list, and a sign-up's note for the per-address limit (migration 0031).
  await db
    .insertInto("bulletin_members")
    .values({ member_id: profiled.id, locale: "ko", added_by: official.id, added_at: at })
    .execute();
  await db.insertInto("newsletter_requests").values({ client_ip: "203.0.113.9", requested_at: at }).execute();
  await recordBulletinRefusal(db, "gone@example.org", bulletinId, "550 5.1.1 No such mailbox");
  // Something in the trash, with the photo it keeps (decision 0046).
  const member = await db
    .selectFrom("members")
    .select("id")
    .where("photo_id", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await deleteMember(db, official.id, member.id);
}

function stable(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  // pg returns int8 and numeric as text; every column here is integer or text, so a numeric string from pg is a number.
  return value;
}

/**
 * One hash per table: its rows, each with its columns in name order, sorted
 * by their JSON; values normalised so that both engines give the same hash.
 */
export async function tableFingerprints(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await describeTables(database.db, database.engine)) {
    const rows = (await database.db
      .selectFrom(table.name as never)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    const lines = rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((key) => [key, stable(row[key])]),
        ),
      )
      .sort();
    out[table.name] =
      `${rows.length}:${crypto.createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16)}`;
  }
  return out;
}

/** Each stored file of a local media folder and the SHA-256 of its bytes. */
export function folderFingerprint(directory: string): Record<string, string> {
  if (!fs.existsSync(directory)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(directory)
      .sort()
      .map((name) => [
        name,
        crypto
          .createHash("sha256")
          .update(fs.readFileSync(path.join(directory, name)))
          .digest("hex"),
      ]),
  );
}

/** Every entry of a backup archive, read into memory (test archives are small). */
export async function readArchive(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  return entries;
}

/** Writes entries as a backup archive, in their order. */
export async function writeArchive(file: string, entries: Map<string, Buffer>) {
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(file));
  for (const [name, body] of entries) pack.entry({ name }, body);
  pack.finalize();
  await writing;
}

export const manifestOf = (entries: Map<string, Buffer>) =>
  JSON.parse((entries.get("manifest.json") as Buffer).toString()) as ArchiveManifest;
