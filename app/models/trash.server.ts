import { type Kysely, sql, type Transaction } from "kysely";
import type { Db, Engine } from "~/db/connect.server";
import { onceInPeriod } from "~/db/job-claims.server";
import type { DB } from "~/db/schema";
import { nowIso } from "~/db/time";
import { isUniqueViolation } from "~/db/unique-violation";
import { defaultLocale } from "~/i18n/locales";
import { indiaDate } from "~/lib/india-time";
import type { OfficerRole } from "~/lib/role-labels";
import { log } from "~/log.server";
import { recordAudit } from "./audit.server";
import { membershipStart } from "./membership-start";
import { type TrashKind, trashDays } from "./trash-kinds";

export { type TrashKind, trashDays } from "./trash-kinds";

/**
 * The trash (docs/decisions/0046-trash.md). Deleting something copies every
 * row it has, in every table, into one `trash` row as JSON, then deletes it
 * for real: nothing in the trash is in the tables the public pages, feeds
 * and the sitemap read, so none of them has to know about the trash.
 * Restoring writes the rows back in one transaction. Items older than 30
 * days are purged; the photos they showed are then released to media
 * clean-up. A new kind (bulletins, gifts) needs its tables in `tableRules`
 * and a collector beside the ones below.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** The activity log's name for each kind (the entity its other entries use). */
const auditEntity: Record<TrashKind, string> = {
  project: "project",
  event: "event",
  member: "member",
  past_president: "past_president",
  officer_term: "officer_term",
  content_draft: "content-draft",
  project_changes: "project",
  demo_content: "demo-content",
};

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: rows of the tables in tableRules, read and written by name
type AnyTrx = Kysely<any>;

/** What a trash row holds: the rows of each table, parents before children. */
export interface TrashSnapshot {
  version: 1;
  tables: { table: string; rows: Row[] }[];
  /**
   * Rows outside the snapshot that pointed at a row in it (an event that
   * named a deleted project): their link is put back on restore, if it is
   * still empty and they still exist.
   */
  relinks: { table: string; column: string; ids: number[]; target: string; targetId: number }[];
}

/** How a table's rows are written back. */
interface TableRule {
  /** The generated id: kept when still free, else a new one, which the rows below follow. */
  id?: string;
  /** Columns naming a parent row in the snapshot (its id may change on restore). */
  refs?: Record<string, string>;
  /** Columns naming a row that may be gone by then (a photo, an official, a project): emptied if so. */
  links?: Record<string, string>;
  /** Columns naming a row the row is nothing without (a photo of a gallery): the row is left out if it is gone. */
  needs?: Record<string, string>;
  /** Before a row goes back: "skip" leaves it out; a sentence refuses the whole restore, and says why. */
  conflict?: (trx: AnyTrx, row: Row) => Promise<"skip" | string | null>;
}

const tableRules: Record<string, TableRule> = {
  projects: {
    id: "id",
    conflict: async (trx, row) =>
      (await trx.selectFrom("projects").select("id").where("code", "=", row.code).executeTakeFirst())
        ? `A project with the Project ID “${row.code}” exists now. Give that project another Project ID (or delete it), then restore this one.`
        : null,
  },
  project_texts: { refs: { project_id: "projects" } },
  project_media: { refs: { project_id: "projects" }, needs: { media_id: "media" } },
  project_code_redirects: {
    refs: { project_id: "projects" },
    // An old address another project has taken since leads there.
    conflict: async (trx, row) =>
      (await trx
        .selectFrom("project_code_redirects")
        .select("old_code")
        .where("old_code", "=", row.old_code)
        .executeTakeFirst()) ||
      (await trx.selectFrom("projects").select("id").where("code", "=", row.old_code).executeTakeFirst())
        ? "skip"
        : null,
  },
  project_versions: { id: "id", refs: { project_id: "projects" }, links: { saved_by: "officials" } },
  project_version_media: { refs: { version_id: "project_versions" }, needs: { media_id: "media" } },
  project_pending: {
    refs: { project_id: "projects" },
    links: { updated_by: "officials" },
    // Waiting changes restored on their own (a project restored whole brings its own row back first).
    conflict: async (trx, row) => {
      if (!(await exists(trx, "projects", "id", row.project_id)))
        return "The project these changes belong to is deleted. Restore the project from the trash first.";
      return (await exists(trx, "project_pending", "project_id", row.project_id))
        ? "This project has newer waiting changes. Publish or throw those away first, then restore these."
        : null;
    },
  },
  project_pending_media: { refs: { project_id: "projects" }, needs: { media_id: "media" } },
  events: { id: "id", links: { photo_id: "media", project_id: "projects" } },
  event_texts: { refs: { event_id: "events" } },
  event_exceptions: { refs: { event_id: "events" } },
  event_exception_texts: { refs: { event_id: "events" } },
  attendance_registers: { refs: { event_id: "events" }, links: { updated_by: "officials" } },
  attendance_marks: { refs: { event_id: "events" } },
  event_replies: { id: "id", refs: { event_id: "events" } },
  attendance_leaves: { id: "id", refs: { member_id: "members" }, links: { created_by: "officials" } },
  attendance_make_ups: { id: "id", refs: { member_id: "members" }, links: { decided_by: "officials" } },
  members: { id: "id", links: { photo_id: "media" } },
  member_texts: { refs: { member_id: "members" } },
  member_profiles: { refs: { member_id: "members" } },
  past_presidents: {
    id: "id",
    conflict: async (trx, row) =>
      (await trx
        .selectFrom("past_presidents")
        .select("id")
        .where("rotary_year", "=", row.rotary_year)
        .executeTakeFirst())
        ? `The list of past presidents has an entry for ${row.rotary_year} now. Delete or change that entry, then restore this one.`
        : null,
  },
  officer_terms: {
    id: "id",
    links: { official_id: "officials" },
    conflict: async (trx, row) =>
      (await trx
        .selectFrom("officer_terms")
        .select("id")
        .where("rotary_year", "=", row.rotary_year)
        .where("role", "=", row.role)
        .where("role_label", "=", row.role_label)
        .executeTakeFirst())
        ? `${row.rotary_year} has someone in that office now (${row.role_label || String(row.role).replace("_", " ")}). Remove that term first, then restore.`
        : null,
  },
  content_drafts: {
    links: { updated_by: "officials" },
    conflict: async (trx, row) =>
      (await trx
        .selectFrom("content_drafts")
        .select("document")
        .where("document", "=", row.document)
        .executeTakeFirst())
        ? "This page has a newer draft. Publish or discard that draft first, then restore this one."
        : null,
  },
  content_media: { id: "id", needs: { media_id: "media" } },
};

/** Thrown inside a restore's transaction to undo it and say why. */
export class TrashConflict extends Error {
  override name = "TrashConflict";
}

async function rowsOf(trx: AnyTrx, table: string, column: string, values: readonly unknown[]): Promise<Row[]> {
  if (values.length === 0) return [];
  return (await trx.selectFrom(table).selectAll().where(column, "in", values).execute()) as Row[];
}

const ids = (rows: Row[], column = "id") => rows.map((r) => Number(r[column]));

/** A snapshot being collected: tables in the order they are added (parents first). */
class Collector {
  readonly tables: TrashSnapshot["tables"] = [];
  readonly relinks: TrashSnapshot["relinks"] = [];
  constructor(readonly trx: AnyTrx) {}

  add(table: string, rows: Row[]) {
    if (rows.length === 0) return;
    const existing = this.tables.find((t) => t.table === table);
    if (existing) existing.rows.push(...rows);
    else this.tables.push({ table, rows });
  }

  async projects(projectIds: number[]) {
    const projects = await rowsOf(this.trx, "projects", "id", projectIds);
    this.add("projects", projects);
    const found = ids(projects);
    for (const table of ["project_texts", "project_media", "project_code_redirects"])
      this.add(table, await rowsOf(this.trx, table, "project_id", found));
    const versions = await rowsOf(this.trx, "project_versions", "project_id", found);
    this.add("project_versions", versions);
    this.add("project_version_media", await rowsOf(this.trx, "project_version_media", "version_id", ids(versions)));
    this.add("project_pending", await rowsOf(this.trx, "project_pending", "project_id", found));
    this.add("project_pending_media", await rowsOf(this.trx, "project_pending_media", "project_id", found));
    return projects;
  }

  /** Events outside the snapshot that name these projects lose the link on delete; restore puts it back. */
  async eventLinks(projectIds: number[], inSnapshot: number[]) {
    if (projectIds.length === 0) return;
    const linked = await this.trx
      .selectFrom("events")
      .select(["id", "project_id"])
      .where("project_id", "in", projectIds)
      .execute();
    for (const projectId of projectIds) {
      const eventIds = linked
        .filter((e) => Number(e.project_id) === projectId && !inSnapshot.includes(Number(e.id)))
        .map((e) => Number(e.id));
      if (eventIds.length > 0)
        this.relinks.push({
          table: "events",
          column: "project_id",
          ids: eventIds,
          target: "projects",
          targetId: projectId,
        });
    }
  }

  async events(eventIds: number[]) {
    const events = await rowsOf(this.trx, "events", "id", eventIds);
    this.add("events", events);
    this.add("event_texts", await rowsOf(this.trx, "event_texts", "event_id", ids(events)));
    this.add("event_exceptions", await rowsOf(this.trx, "event_exceptions", "event_id", ids(events)));
    this.add("event_exception_texts", await rowsOf(this.trx, "event_exception_texts", "event_id", ids(events)));
    this.add("attendance_registers", await rowsOf(this.trx, "attendance_registers", "event_id", ids(events)));
    this.add("attendance_marks", await rowsOf(this.trx, "attendance_marks", "event_id", ids(events)));
    this.add("event_replies", await rowsOf(this.trx, "event_replies", "event_id", ids(events)));
    return events;
  }

  async members(memberIds: number[]) {
    const members = await rowsOf(this.trx, "members", "id", memberIds);
    this.add("members", members);
    this.add("member_texts", await rowsOf(this.trx, "member_texts", "member_id", ids(members)));
    this.add("member_profiles", await rowsOf(this.trx, "member_profiles", "member_id", ids(members)));
    this.add("attendance_leaves", await rowsOf(this.trx, "attendance_leaves", "member_id", ids(members)));
    this.add("attendance_make_ups", await rowsOf(this.trx, "attendance_make_ups", "member_id", ids(members)));
    return members;
  }

  async simple(table: "past_presidents" | "officer_terms", rowIds: number[]) {
    const rows = await rowsOf(this.trx, table, "id", rowIds);
    this.add(table, rows);
    return rows;
  }

  async contentDraft(document: string) {
    const drafts = await rowsOf(this.trx, "content_drafts", "document", [document]);
    this.add("content_drafts", drafts);
    if (drafts.length > 0)
      this.add(
        "content_media",
        (await rowsOf(this.trx, "content_media", "document", [document])).filter((r) => r.version_number === null),
      );
    return drafts;
  }

  async projectChanges(projectId: number) {
    const pending = await rowsOf(this.trx, "project_pending", "project_id", [projectId]);
    this.add("project_pending", pending);
    if (pending.length > 0)
      this.add("project_pending_media", await rowsOf(this.trx, "project_pending_media", "project_id", [projectId]));
    return pending;
  }

  snapshot(): TrashSnapshot {
    return { version: 1, tables: this.tables, relinks: this.relinks };
  }

  /** Every photo a row of the snapshot names. */
  mediaIds(): number[] {
    const found = new Set<number>();
    for (const { table, rows } of this.tables) {
      const rule = tableRules[table] ?? {};
      const columns = Object.entries({ ...rule.links, ...rule.needs })
        .filter(([, target]) => target === "media")
        .map(([column]) => column);
      for (const row of rows) for (const column of columns) if (row[column] != null) found.add(Number(row[column]));
    }
    return [...found];
  }
}

/** Deletes the roots (their children go with them, on delete cascade) and writes the trash row. */
async function intoTrash(
  trx: Transaction<DB>,
  officialId: number | null,
  item: { kind: TrashKind; label: string; entityId: string | null; collector: Collector; auditSummary?: string },
  remove: () => Promise<void>,
): Promise<number> {
  const { collector } = item;
  const media = collector.mediaIds();
  const { id } = await trx
    .insertInto("trash")
    .values({
      kind: item.kind,
      label: item.label.slice(0, 300),
      entity_id: item.entityId,
      data: JSON.stringify(collector.snapshot()),
      deleted_at: nowIso(),
      deleted_by: officialId,
      actor: officialId === null ? null : trx.selectFrom("officials").select("email").where("id", "=", officialId),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (media.length > 0) {
    const present = await trx.selectFrom("media").select("id").where("id", "in", media).execute();
    if (present.length > 0)
      await trx
        .insertInto("trash_media")
        .values(present.map((m) => ({ trash_id: id, media_id: m.id })))
        .execute();
  }
  await remove();
  await recordAudit(
    trx,
    officialId,
    "delete",
    auditEntity[item.kind],
    item.entityId,
    item.auditSummary ?? `${item.label} (moved to the trash)`,
    id,
  );
  return id;
}

/** A project's name as the trash shows it: "School kits (DEMO-SCHOOL-KITS)". */
async function projectLabel(trx: AnyTrx, project: Row): Promise<string> {
  const text = await trx
    .selectFrom("project_texts")
    .select("title")
    .where("project_id", "=", project.id)
    .where("locale", "=", defaultLocale)
    .executeTakeFirst();
  return `${(text?.title as string | null) ?? "Untitled"} (${project.code})`;
}

/** Moves one project, with its texts, photos, history, draft and old addresses, to the trash. False: it was gone. */
export async function trashProject(trx: Transaction<DB>, officialId: number | null, projectId: number, via?: string) {
  const collector = new Collector(trx);
  const [project] = await collector.projects([projectId]);
  if (!project) return false;
  await collector.eventLinks([projectId], []);
  const label = await projectLabel(trx, project);
  await intoTrash(
    trx,
    officialId,
    {
      kind: "project",
      label,
      entityId: String(projectId),
      collector,
      auditSummary: `${label}${via ? ` ${via}` : ""} (moved to the trash)`,
    },
    async () => {
      await trx.deleteFrom("projects").where("id", "=", projectId).execute();
    },
  );
  return true;
}

/** An event's name: its English title, and for a weekly one how many dates were changed. */
export function eventLabel(title: string | null, weekly: boolean, changedDates: number) {
  const name = title ?? "Untitled event";
  if (!weekly || changedDates === 0) return name;
  return `${name} and its ${changedDates === 1 ? "1 changed date" : `${changedDates} changed dates`}`;
}

/** Moves an event (a weekly one with its changed dates) to the trash. False: it was gone. */
export async function trashEvent(trx: Transaction<DB>, officialId: number | null, eventId: number) {
  const collector = new Collector(trx);
  const [event] = await collector.events([eventId]);
  if (!event) return false;
  const title = await trx
    .selectFrom("event_texts")
    .select("title")
    .where("event_id", "=", eventId)
    .where("locale", "=", defaultLocale)
    .executeTakeFirst();
  const exceptions = collector.tables.find((t) => t.table === "event_exceptions")?.rows.length ?? 0;
  await intoTrash(
    trx,
    officialId,
    {
      kind: "event",
      label: eventLabel(title?.title ?? null, event.recurrence !== null, exceptions),
      entityId: String(eventId),
      collector,
    },
    async () => {
      await trx.deleteFrom("events").where("id", "=", eventId).execute();
    },
  );
  return true;
}

/** Moves a member (texts and photo) to the trash. False: they were gone. */
export async function trashMember(trx: Transaction<DB>, officialId: number | null, memberId: number, via?: string) {
  const collector = new Collector(trx);
  const [member] = await collector.members([memberId]);
  if (!member) return false;
  const label = `${member.name} (${member.member_no})`;
  await intoTrash(
    trx,
    officialId,
    {
      kind: "member",
      label,
      entityId: String(memberId),
      collector,
      auditSummary: `${label}${via ? ` ${via}` : ""} (moved to the trash)`,
    },
    async () => {
      await trx.deleteFrom("members").where("id", "=", memberId).execute();
      // The monthly attendance report still counts them until the day they left (decision 0079).
      const membership = {
        joined_on: membershipStart(member as { joined_on: string | null; created_at: string }),
        left_on: indiaDate(new Date()),
      };
      await trx
        .insertInto("membership_departures")
        .values({ member_id: memberId, ...membership })
        .onConflict((oc) => oc.column("member_id").doUpdateSet(membership))
        .execute();
    },
  );
  return true;
}

/** Moves a past president's entry to the trash. False: it was gone. */
export async function trashPastPresident(trx: Transaction<DB>, officialId: number | null, id: number) {
  const collector = new Collector(trx);
  const [row] = await collector.simple("past_presidents", [id]);
  if (!row) return false;
  await intoTrash(
    trx,
    officialId,
    { kind: "past_president", label: `${row.rotary_year}: ${row.president}`, entityId: String(id), collector },
    async () => {
      await trx.deleteFrom("past_presidents").where("id", "=", id).execute();
    },
  );
  return true;
}

/** Moves a page's draft (and the photos it names) to the trash. False: the page had no draft. */
export async function trashContentDraft(
  trx: Transaction<DB>,
  officialId: number | null,
  document: { id: string; label: string },
) {
  const collector = new Collector(trx);
  const [draft] = await collector.contentDraft(document.id);
  if (!draft) return false;
  await intoTrash(
    trx,
    officialId,
    { kind: "content_draft", label: `Draft of the ${document.label.toLowerCase()}`, entityId: document.id, collector },
    async () => {
      await trx
        .deleteFrom("content_media")
        .where("document", "=", document.id)
        .where("version_number", "is", null)
        .execute();
      await trx.deleteFrom("content_drafts").where("document", "=", document.id).execute();
    },
  );
  return true;
}

/** Moves a published project's waiting changes to the trash. False: it had none. */
export async function trashProjectChanges(trx: Transaction<DB>, officialId: number | null, projectId: number) {
  const collector = new Collector(trx);
  const [pending] = await collector.projectChanges(projectId);
  if (!pending) return false;
  const project = await trx
    .selectFrom("projects")
    .select(["id", "code"])
    .where("id", "=", projectId)
    .executeTakeFirst();
  const label = `Waiting changes to ${project ? await projectLabel(trx, project) : `project #${projectId}`}`;
  await intoTrash(
    trx,
    officialId,
    { kind: "project_changes", label, entityId: String(projectId), collector },
    async () => {
      await trx.deleteFrom("project_pending").where("project_id", "=", projectId).execute();
    },
  );
  return true;
}

/** What "Remove all demo content" would take, by kind, with the names. */
export interface DemoContentSummary {
  projects: string[];
  events: string[];
  members: string[];
  /** `role` is the office's code; `label` an "other" office's own name ("" for the others). */
  officerTerms: { rotaryYear: string; role: OfficerRole; label: string; name: string }[];
  pastPresidents: string[];
  /** Photos that only demo records show. */
  photos: number;
  total: number;
}

async function demoIds(db: AnyTrx) {
  const of = async (table: string) =>
    ids((await db.selectFrom(table).select("id").where("is_demo", "=", 1).orderBy("id").execute()) as Row[]);
  return {
    projects: await of("projects"),
    events: await of("events"),
    members: await of("members"),
    officerTerms: await of("officer_terms"),
    pastPresidents: await of("past_presidents"),
  };
}

/** The demo content in words: "5 projects, 2 events, 6 members and 9 photos"; empty when there is none. */
export function demoContentWords(summary: DemoContentSummary): string {
  const parts = (
    [
      [summary.projects.length, "project"],
      [summary.events.length, "event"],
      [summary.members.length, "member"],
      [summary.officerTerms.length, "officer term"],
      [summary.pastPresidents.length, "past president"],
      [summary.photos, "photo"],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${n} ${word}${n === 1 ? "" : "s"}`);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The demo records still on the site (marked is_demo by the first start), named, and their photos counted. */
export async function demoContentSummary(db: Db): Promise<DemoContentSummary> {
  const found = await demoIds(db);
  const collector = new Collector(db);
  const projects = await collector.projects(found.projects);
  const events = await collector.events(found.events);
  const members = await collector.members(found.members);
  const terms = await collector.simple("officer_terms", found.officerTerms);
  const presidents = await collector.simple("past_presidents", found.pastPresidents);
  const eventTitles = new Map(
    (collector.tables.find((t) => t.table === "event_texts")?.rows ?? [])
      .filter((t) => t.locale === defaultLocale)
      .map((t) => [Number(t.event_id), t.title as string | null]),
  );
  const summary: DemoContentSummary = {
    projects: await Promise.all(projects.map((p) => projectLabel(db, p))),
    events: events.map((e) => (eventTitles.get(Number(e.id)) ?? "Untitled event") as string),
    members: members.map((m) => `${m.name} (${m.member_no})`),
    officerTerms: terms.map((t) => ({
      rotaryYear: String(t.rotary_year),
      role: t.role as OfficerRole,
      label: String(t.role_label ?? ""),
      name: String(t.name),
    })),
    pastPresidents: presidents.map((p) => `${p.rotary_year}: ${p.president}`),
    photos: (await onlyDemoPhotos(db, collector.mediaIds())).length,
    total: 0,
  };
  summary.total =
    summary.projects.length +
    summary.events.length +
    summary.members.length +
    summary.officerTerms.length +
    summary.pastPresidents.length;
  return summary;
}

/** Of these photos, those no record outside the demo content shows. */
async function onlyDemoPhotos(db: AnyTrx, mediaIds: number[]) {
  if (mediaIds.length === 0) return [];
  const shared = new Set<number>();
  const uses: [table: string, column: string, demoFlag: string | null][] = [
    ["project_media as u inner join projects as p on p.id = u.project_id", "u.media_id", "p.is_demo"],
    ["members as u", "u.photo_id", "u.is_demo"],
    ["events as u", "u.photo_id", "u.is_demo"],
    ["content_media as u", "u.media_id", null],
    [
      "project_version_media as u inner join project_versions as v on v.id = u.version_id inner join projects as p on p.id = v.project_id",
      "u.media_id",
      "p.is_demo",
    ],
  ];
  for (const [from, column, demoFlag] of uses) {
    const { rows } = await sql<{ id: number }>`select ${sql.ref(column)} as id from ${sql.raw(from)}
      where ${sql.ref(column)} in (${sql.join(mediaIds)})${demoFlag ? sql` and ${sql.ref(demoFlag)} = 0` : sql``}`.execute(
      db,
    );
    for (const row of rows) shared.add(Number(row.id));
  }
  return mediaIds.filter((id) => !shared.has(id));
}

/**
 * "Remove all demo content": every demo project, event, member, officer term
 * and past president goes to the trash as one item, in one transaction, and
 * their photos with them. Returns the trash item's id, or null when there was
 * no demo content left.
 */
export async function trashDemoContent(db: Db, officialId: number | null): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const found = await demoIds(trx);
    const count = Object.values(found).reduce((n, list) => n + list.length, 0);
    if (count === 0) return null;
    const collector = new Collector(trx);
    await collector.projects(found.projects);
    await collector.eventLinks(found.projects, found.events);
    await collector.events(found.events);
    await collector.members(found.members);
    await collector.simple("officer_terms", found.officerTerms);
    await collector.simple("past_presidents", found.pastPresidents);
    const counts = [
      [found.projects.length, "project"],
      [found.events.length, "event"],
      [found.members.length, "member"],
      [found.officerTerms.length, "officer term"],
      [found.pastPresidents.length, "past president"],
    ] as const;
    const words = counts
      .filter(([n]) => n > 0)
      .map(([n, word]) => `${n} ${word}${n === 1 ? "" : "s"}`)
      .join(", ");
    return intoTrash(
      trx,
      officialId,
      {
        kind: "demo_content",
        label: `Demo content: ${words}`,
        entityId: null,
        collector,
        auditSummary: `Removed all demo content (${words}); it is in the trash`,
      },
      async () => {
        if (found.projects.length) await trx.deleteFrom("projects").where("id", "in", found.projects).execute();
        if (found.events.length) await trx.deleteFrom("events").where("id", "in", found.events).execute();
        if (found.members.length) await trx.deleteFrom("members").where("id", "in", found.members).execute();
        if (found.officerTerms.length)
          await trx.deleteFrom("officer_terms").where("id", "in", found.officerTerms).execute();
        if (found.pastPresidents.length)
          await trx.deleteFrom("past_presidents").where("id", "in", found.pastPresidents).execute();
      },
    );
  });
}

/** One item as the trash lists it. */
export interface TrashItem {
  id: number;
  kind: TrashKind;
  label: string;
  entityId: string | null;
  deletedAt: string;
  deletedBy: string | null;
  /** When the scheduler purges it. */
  purgeAt: string;
}

function toItem(row: {
  id: number;
  kind: string;
  label: string;
  entity_id: string | null;
  deleted_at: string;
  email?: string | null;
  actor: string | null;
}): TrashItem {
  return {
    id: row.id,
    kind: row.kind as TrashKind,
    label: row.label,
    entityId: row.entity_id,
    deletedAt: row.deleted_at,
    deletedBy: row.email ?? row.actor,
    purgeAt: new Date(Date.parse(row.deleted_at) + trashDays * dayMs).toISOString(),
  };
}

function itemsQuery(db: Db) {
  return db
    .selectFrom("trash as t")
    .leftJoin("officials as o", "o.id", "t.deleted_by")
    .select(["t.id", "t.kind", "t.label", "t.entity_id", "t.deleted_at", "t.actor", "o.email"]);
}

/** What is in the trash, newest first. */
export async function listTrash(db: Db, limit = 500): Promise<TrashItem[]> {
  const rows = await itemsQuery(db).orderBy("t.deleted_at", "desc").orderBy("t.id", "desc").limit(limit).execute();
  return rows.map(toItem);
}

export async function getTrashItem(db: Db, id: number): Promise<TrashItem | null> {
  const row = await itemsQuery(db).where("t.id", "=", id).executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Which of these trash items are still there (the activity log links only those). */
export async function trashItemsPresent(db: Db, trashIds: number[]): Promise<Set<number>> {
  if (trashIds.length === 0) return new Set();
  const rows = await db.selectFrom("trash").select("id").where("id", "in", trashIds).execute();
  return new Set(rows.map((r) => r.id));
}

export type RestoreResult =
  | { ok: true; kind: TrashKind; label: string; entityId: string | null }
  | { ok: false; message: string; status: 404 | 409 };

/** Whether a row with this value in `column` exists in `table`. */
async function exists(trx: AnyTrx, table: string, column: string, value: unknown) {
  return Boolean(await trx.selectFrom(table).select(column).where(column, "=", value).executeTakeFirst());
}

/**
 * Puts a trash item back, every row of it, in one transaction. Ids are kept
 * where they are still free (so addresses such as /event/12 work again);
 * anything the club has since given the same unique key (a project's ID, a
 * Rotary year) refuses the restore with a sentence saying what to do.
 */
export async function restoreFromTrash(
  db: Db,
  engine: Engine,
  officialId: number | null,
  trashId: number,
): Promise<RestoreResult> {
  try {
    return await db.transaction().execute(async (typed) => {
      const trx = typed as AnyTrx;
      const item = await typed.selectFrom("trash").selectAll().where("id", "=", trashId).executeTakeFirst();
      if (!item) return { ok: false, message: "That is no longer in the trash.", status: 404 } as const;
      const snapshot = JSON.parse(item.data) as TrashSnapshot;
      const map = new Map<string, Map<number, number>>();
      const explicitIds = new Set<string>();
      let rootId: number | null = null;
      for (const { table, rows } of snapshot.tables) {
        const rule = tableRules[table];
        if (!rule) throw new Error(`The trash has rows of ${table}, which it does not know how to restore`);
        const tableMap = map.get(table) ?? new Map<number, number>();
        map.set(table, tableMap);
        for (const original of rows) {
          const row: Row = { ...original };
          const verdict = await rule.conflict?.(trx, row);
          if (verdict === "skip") continue;
          if (verdict) throw new TrashConflict(verdict);
          let keep = true;
          for (const [column, target] of Object.entries(rule.refs ?? {})) {
            const next = map.get(target)?.get(Number(row[column]));
            if (next !== undefined) row[column] = next;
          }
          for (const [column, target] of Object.entries(rule.links ?? {})) {
            if (row[column] == null) continue;
            const next = map.get(target)?.get(Number(row[column]));
            if (next !== undefined) row[column] = next;
            else if (!(await exists(trx, target, "id", row[column]))) row[column] = null;
          }
          for (const [column, target] of Object.entries(rule.needs ?? {}))
            if (!(await exists(trx, target, "id", row[column]))) keep = false;
          if (!keep) continue;
          if (rule.id) {
            const oldId = Number(row[rule.id]);
            if (await exists(trx, table, rule.id, oldId)) {
              const { [rule.id]: _dropped, ...rest } = row;
              const inserted = (await trx
                .insertInto(table)
                .values(rest)
                .returning(rule.id)
                .executeTakeFirstOrThrow()) as Row;
              tableMap.set(oldId, Number(inserted[rule.id]));
            } else {
              await trx.insertInto(table).values(row).execute();
              tableMap.set(oldId, oldId);
              explicitIds.add(table);
            }
            if (rootId === null) rootId = tableMap.get(oldId) ?? null;
          } else {
            await trx.insertInto(table).values(row).execute();
          }
        }
      }
      for (const relink of snapshot.relinks ?? []) {
        const targetId = map.get(relink.target)?.get(relink.targetId);
        if (targetId === undefined) continue;
        await trx
          .updateTable(relink.table as "events")
          .set({ [relink.column]: targetId })
          .where("id", "in", relink.ids)
          .where(relink.column as "project_id", "is", null)
          .execute();
      }
      // PostgreSQL: an id written as it was may be past the sequence (after a backup was restored).
      if (engine === "postgres")
        for (const table of explicitIds) {
          const column = tableRules[table]?.id ?? "id";
          await sql`select setval(s.name, greatest(coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 1), coalesce(pg_sequence_last_value(s.name::regclass), 1)))
            from (select pg_get_serial_sequence(${table}, ${column}) as name) s where s.name is not null`.execute(trx);
        }
      await trx.deleteFrom("trash").where("id", "=", trashId).execute();
      const kind = item.kind as TrashKind;
      const entityId = kind === "content_draft" ? item.entity_id : rootId !== null ? String(rootId) : item.entity_id;
      await recordAudit(
        typed,
        officialId,
        "restore",
        auditEntity[kind] ?? kind,
        entityId,
        `${item.label} (restored from the trash)`,
      );
      return { ok: true, kind, label: item.label, entityId } as const;
    });
  } catch (error) {
    if (error instanceof TrashConflict) return { ok: false, message: error.message, status: 409 };
    if (isUniqueViolation(error))
      return {
        ok: false,
        message: "Something on the site now has the same name or number as this. Change or delete that, then restore.",
        status: 409,
      };
    throw error;
  }
}

/** Removes one item from the trash for good; its photos are left to media clean-up. False: it was not there. */
export async function deleteForever(db: Db, officialId: number | null, trashId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("trash").where("id", "=", trashId).returning(["label", "kind"]).executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, officialId, "delete", "trash", String(trashId), `${row.label} (deleted for ever)`);
    return true;
  });
}

/** Removes what has been in the trash more than 30 days; returns how many items went. */
export async function purgeTrash(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = nowIso(new Date(now.getTime() - trashDays * dayMs));
  const removed = await db.deleteFrom("trash").where("deleted_at", "<", cutoff).returning(["id", "label"]).execute();
  if (removed.length > 0) log.info("trash purged", { items: removed.length });
  return removed.length;
}

const purgeEveryMs = 60 * 60 * 1000;

/**
 * Purges now and every hour, without keeping the process alive; of several
 * processes on one database, one purges each hour. `clock` is the server's
 * (tests pass theirs).
 */
export function startTrashPurge(db: Db, clock: () => Date = () => new Date(), everyMs = purgeEveryMs) {
  const run = () => {
    const now = clock();
    return onceInPeriod(db, "trash-purge", everyMs, now, () => purgeTrash(db, now)).catch((error) =>
      log.error("trash purge failed", { err: error }),
    );
  };
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
