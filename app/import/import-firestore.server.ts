import { fileTypeFromBuffer } from "file-type";
import { sql } from "kysely";
import pLimit from "p-limit";
import type { Database, Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { isUniqueViolation } from "~/db/unique-violation";
import { defaultLocale, locales } from "~/i18n/locales";
import { insertImage, saveVideo } from "~/media/save.server";
import type { MediaStore } from "~/media/store.server";
import { storeImageVariants, UnusableImageError } from "~/media/variants.server";
import { startClubProfile } from "~/models/club-profile.server";
import { createMember, getEditableMember, type MemberWrite, updateMember } from "~/models/members.server";
import { addPastPresident, updatePastPresident } from "~/models/past-presidents.server";
import { projectChanges } from "~/models/project-versions.server";
import {
  createProjectIn,
  DuplicateProjectCodeError,
  type ProjectWrite,
  readProjectWrites,
  saveProjectIn,
} from "~/models/project-writes.server";
import { type FetchMediaOptions, fetchMedia } from "./fetch-media.server";
import {
  type ImportedMember,
  type ImportedPastPresident,
  type ImportedProject,
  type ImportProblem,
  Problems,
  type SkippedCollection,
  type SourceRef,
} from "./firestore-records.server";
import type { FirestoreCollections } from "./firestore-shapes.server";
import { StagedExport, type StagedMedium } from "./firestore-staging.server";

export type RecordKind = "project" | "member" | "pastPresident" | "media";

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ImportReport {
  dryRun: boolean;
  counts: Record<RecordKind, Counts>;
  problems: ImportProblem[];
  skippedCollections: SkippedCollection[];
  /** One line for each record created, updated or skipped (and, in a dry run, each file to download). */
  actions: string[];
  elapsedMs: number;
}

/** What the command shows while it works: a bar on a terminal, lines otherwise. */
export interface ImportProgress {
  start(total: number): void;
  step(label: string): void;
  stop(): void;
}

export interface ImportOptions {
  dryRun?: boolean;
  fetch?: FetchMediaOptions;
  /** Files fetched and processed at once. */
  concurrency?: number;
  progress?: ImportProgress;
  /**
   * Keep the list of actions (default). The command keeps it for a dry run
   * only, the one whose summary prints it: a real run of 200,000 records
   * need not hold 200,000 lines.
   */
  keepActions?: boolean;
}

/**
 * Where the import writes. A dry run may have no database (a SQLite file not
 * made yet) and never a store.
 */
export interface ImportTarget {
  database: Database | null;
  store: MediaStore | null;
}

/** Written in the activity log beside each record the import created or changed. */
const via = "import";
/** A media id no row has: in a dry run, a file still to download makes its record count as changed. */
const notYetDownloaded = -1;

function emptyCounts(): Record<RecordKind, Counts> {
  const counts = () => ({ created: 0, updated: 0, unchanged: 0, skipped: 0 });
  return { project: counts(), member: counts(), pastPresident: counts(), media: counts() };
}

const silent: ImportProgress = { start() {}, step() {}, stop() {} };

function describe(source: SourceRef) {
  return `${source.collection}/${source.id}`;
}

/** Whether the table is there (a dry run may meet a database older than the import, or empty). */
async function hasTable(database: Database, name: "projects" | "import_sources") {
  try {
    await database.db.selectFrom(name).select(sql<number>`1`.as("one")).limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

/** The media ids already imported for these addresses (whose media rows still exist). */
async function knownMedia(database: Database | null, urls: string[]): Promise<Map<string, number>> {
  const known = new Map<string, number>();
  if (!database || urls.length === 0) return known;
  if (!(await hasTable(database, "import_sources"))) return known;
  for (let i = 0; i < urls.length; i += 500) {
    const rows = await database.db
      .selectFrom("import_sources as s")
      .innerJoin("media as m", "m.id", "s.media_id")
      .select(["s.source_url", "s.media_id"])
      .where("s.source_url", "in", urls.slice(i, i + 500))
      .execute();
    for (const row of rows) known.set(row.source_url, row.media_id);
  }
  return known;
}

/** Stores fetched bytes as a medium (an MP4 as a video, an image through the pipeline) and remembers its address. */
async function storeMedium(database: Database, store: MediaStore, url: string, bytes: Buffer, alt: string) {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const remember = async (trx: Database["db"], mediaId: number) => {
    const imported_at = nowIso();
    await trx
      .insertInto("import_sources")
      .values({ source_url: url, media_id: mediaId, imported_at })
      .onConflict((oc) => oc.column("source_url").doUpdateSet({ media_id: mediaId, imported_at }))
      .execute();
    return mediaId;
  };
  if (type?.mime === "video/mp4")
    return database.db.transaction().execute(async (trx) => remember(trx, await saveVideo(trx, store, bytes, alt)));
  if (!type?.mime.startsWith("image/"))
    throw new UnusableImageError(new Error(`it is ${type?.mime ?? "not a known file type"}`));
  // The AVIF variants are left to the server's worker, which finishes them at its next start.
  const image = await storeImageVariants(store, bytes, { avif: "later" });
  return database.db.transaction().execute(async (trx) => remember(trx, await insertImage(trx, image, alt)));
}

/** Every language's texts: the imported ones, and a language's stored texts where the import has none. */
function mergedTexts<T extends object>(imported: Record<Locale, T>, stored: Record<Locale, T> | null) {
  const hasText = (texts: T) => Object.values(texts).some((v) => v !== null);
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      stored && locale !== defaultLocale && !hasText(imported[locale]) ? stored[locale] : imported[locale],
    ]),
  ) as Record<Locale, T>;
}

/** Records read, compared and written at a time: one transaction for a batch of projects. */
const batchSize = 100;
/** Addresses looked up in the database at a time. */
const lookupPage = 500;

/**
 * Imports the records of a Firestore export. Records are matched by project
 * code, member ID and Rotary year; one the database already has in the same
 * state is left alone, so running it again changes nothing. Records are
 * written by the site's own model functions, a batch of projects in one
 * transaction with a savepoint for each (a failing record is rolled back
 * alone). A dry run reads, fetches nothing and writes nothing.
 *
 * The export is either collections in memory (tests, small exports) or a
 * StagedExport that the caller streamed from disk (stageFirestoreExport) and
 * closes; memory then holds one batch at a time
 * (docs/decisions/0060-streaming-import.md).
 */
export async function importFirestore(
  target: ImportTarget,
  source: FirestoreCollections | StagedExport,
  options: ImportOptions = {},
): Promise<ImportReport> {
  if (source instanceof StagedExport) return importStaged(target, source, options);
  const staged = StagedExport.create({ inMemory: true });
  try {
    staged.addCollections(source);
    return await importStaged(target, staged, options);
  } finally {
    staged.close();
  }
}

async function importStaged(target: ImportTarget, staged: StagedExport, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const dryRun = options.dryRun ?? false;
  const keepActions = options.keepActions ?? true;
  const progress = options.progress ?? silent;
  const found = new Problems();
  const plan = staged.plan(found);
  const problems = found.list;
  const counts = emptyCounts();
  const actions: string[] = [];
  const act = (line: string) => {
    if (keepActions) actions.push(line);
  };
  for (const kind of ["project", "member", "pastPresident"] as const)
    for (const source of plan.skipped[kind]) {
      counts[kind].skipped++;
      act(`${dryRun ? "would skip" : "skipped"} ${describe(source)} (see its problem)`);
    }
  const { store } = target;
  if (!dryRun && (!target.database || !store)) throw new Error("A real import needs a database and a media store.");
  // A dry run against a database not made yet compares with nothing.
  const database = target.database && (await hasTable(target.database, "projects")) ? target.database : null;

  // The addresses imported by an earlier run, a page at a time.
  for (let after = ""; ; ) {
    const page = staged.mediaPage(after, lookupPage);
    if (page.length === 0) break;
    after = (page.at(-1) as StagedMedium).url;
    const known = await knownMedia(
      database,
      page.map((m) => m.url),
    );
    for (const [url, mediaId] of known) staged.setMedium(url, "known", mediaId);
  }
  counts.media.unchanged = staged.count("known");
  const toFetch = staged.count("new");
  progress.start((dryRun ? 0 : toFetch) + plan.records);

  if (dryRun) {
    counts.media.created = toFetch;
    for (let after = ""; ; ) {
      const page = staged.mediaPage(after, lookupPage);
      if (page.length === 0) break;
      after = (page.at(-1) as StagedMedium).url;
      for (const medium of page) if (medium.state === "new") act(`would download ${medium.url}`);
    }
  } else if (database && store) {
    // Imported data is the club's own: the server must not add demo content beside it.
    await startClubProfile(database.db, database.engine);
  }
  const limit = pLimit(options.concurrency ?? 4);

  /** Fetches and stores the batch's files not imported yet; each address once per run. */
  const fetchBatch = async (media: Map<string, StagedMedium>) => {
    if (dryRun || !database || !store) return;
    await Promise.all(
      [...media.values()]
        .filter((m) => m.state === "new")
        .map((medium) =>
          limit(async () => {
            const { url } = medium;
            const fetched = await fetchMedia(url, options.fetch);
            let failure = fetched.ok ? null : fetched.reason;
            if (fetched.ok) {
              try {
                const mediaId = await storeMedium(database, store, url, fetched.bytes, medium.alt);
                Object.assign(medium, { state: "fetched", mediaId });
                staged.setMedium(url, "fetched", mediaId);
                counts.media.created++;
              } catch (error) {
                if (!(error instanceof UnusableImageError)) throw error;
                failure = `${url} is not an image the site can use (${error.message}): imported without it`;
              }
            }
            if (failure !== null) {
              medium.state = "failed";
              staged.setMedium(url, "failed", null);
              counts.media.skipped++;
              for (const source of staged.usesOf(url)) problems.push({ ...source, message: failure });
            }
            progress.step("media");
          }),
        ),
    );
  };

  const outcome = (kind: Exclude<RecordKind, "media">, result: keyof Counts, what: string, source: SourceRef) => {
    counts[kind][result]++;
    if (result !== "unchanged") act(`${dryRun ? `would ${verbs[result]}` : result} ${what} (${describe(source)})`);
    progress.step(kind);
  };
  const failed = (kind: Exclude<RecordKind, "media">, source: SourceRef, error: unknown) => {
    problems.push({ ...source, message: `not imported: ${error instanceof Error ? error.message : String(error)}` });
    counts[kind].skipped++;
    progress.step(kind);
  };
  const guarded = async (source: SourceRef, kind: Exclude<RecordKind, "media">, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      failed(kind, source, error);
    }
  };
  /**
   * Creates a record the database does not have (`id` null), leaves one that
   * is stored as it is (`same`), updates the others; a dry run only counts.
   */
  const settle = async (
    kind: "member" | "pastPresident",
    what: string,
    source: SourceRef,
    record: {
      id: number | null;
      same: () => boolean;
      update: (db: Db, id: number) => Promise<unknown>;
      create: (db: Db) => Promise<unknown>;
    },
  ) => {
    const { id } = record;
    if (id !== null && record.same()) return outcome(kind, "unchanged", what, source);
    if (!dryRun && database) await (id === null ? record.create(database.db) : record.update(database.db, id));
    outcome(kind, id === null ? "created" : "updated", what, source);
  };

  for (let after = 0; ; ) {
    const batch = staged.records(after, batchSize);
    if (batch.length === 0) break;
    after = (batch.at(-1) as { seq: number }).seq;
    const media = staged.media([...new Set(batch.flatMap((b) => b.urls))]);
    await fetchBatch(media);
    const mediaIdOf = (url: string) => {
      const medium = media.get(url);
      if (!medium) return null;
      if (medium.state === "known" || medium.state === "fetched") return medium.mediaId;
      return dryRun && medium.state === "new" ? notYetDownloaded : null;
    };
    const mediaIds = (urls: string[]) =>
      urls.flatMap((url) => (mediaIdOf(url) === null ? [] : [mediaIdOf(url) as number]));
    const projects = batch.flatMap((b) => (b.staged.kind === "project" ? [b.staged.record] : []));
    if (projects.length > 0) await importProjects(projects, mediaIds);
    for (const { staged: item } of batch) {
      if (item.kind === "member") {
        const member = item.record;
        await guarded(member.source, "member", () =>
          importMember(member, member.photoUrl ? mediaIdOf(member.photoUrl) : null),
        );
      } else if (item.kind === "pastPresident") {
        const row = item.record;
        await guarded(row.source, "pastPresident", () => importPastPresident(row));
      }
    }
  }
  progress.stop();

  return {
    dryRun,
    counts,
    problems,
    skippedCollections: plan.skippedCollections,
    actions,
    elapsedMs: Date.now() - started,
  };

  /**
   * A batch of projects: one query finds the stored ones by code, three read
   * their state (readProjectWrites), and one transaction writes those that
   * changed, each under a savepoint so that one refused record is rolled
   * back alone.
   */
  async function importProjects(projects: ImportedProject[], mediaIds: (urls: string[]) => number[]) {
    const db = database?.db;
    const ids = db
      ? await db
          .selectFrom("projects")
          .select(["id", "code"])
          .where(
            "code",
            "in",
            projects.map((p) => p.code),
          )
          .execute()
      : [];
    const idByCode = new Map(ids.map((r) => [r.code, r.id]));
    const stored = db ? await readProjectWrites(db, [...idByCode.values()]) : new Map();
    const writes: { project: ImportedProject; id: number | null; write: ProjectWrite }[] = [];
    for (const project of projects) {
      const id = idByCode.get(project.code) ?? null;
      const state = id === null ? null : (stored.get(id) ?? null);
      const write: ProjectWrite = {
        code: project.code,
        projectDate: project.projectDate,
        videoUrl: project.videoUrl,
        cost: project.cost,
        manHours: project.manHours,
        isSignature: project.isSignature,
        // An official's choice to keep it as a draft stays.
        isDraft: state?.isDraft ?? false,
        texts: mergedTexts(project.texts, state?.texts ?? null),
        mediaIds: mediaIds(project.mediaUrls),
      };
      const what = `project ${project.code}`;
      if (state && projectChanges(state, write).length === 0) outcome("project", "unchanged", what, project.source);
      else if (dryRun || !db) outcome("project", state ? "updated" : "created", what, project.source);
      else writes.push({ project, id: state ? id : null, write });
    }
    if (writes.length === 0 || !db) return;
    const done: (() => void)[] = [];
    await db.transaction().execute(async (trx) => {
      for (const { project, id, write } of writes) {
        await sql`savepoint import_record`.execute(trx);
        try {
          if (id === null) await createProjectIn(trx, null, write, { via, createdAt: project.createdAt ?? undefined });
          else await saveProjectIn(trx, null, id, write, { via });
          await sql`release savepoint import_record`.execute(trx);
          done.push(() =>
            outcome("project", id === null ? "created" : "updated", `project ${project.code}`, project.source),
          );
        } catch (error) {
          await sql`rollback to savepoint import_record`.execute(trx);
          await sql`release savepoint import_record`.execute(trx);
          const reported = isUniqueViolation(error) ? new DuplicateProjectCodeError(write.code) : error;
          done.push(() => failed("project", project.source, reported));
        }
      }
    });
    // Counted once the batch is committed.
    for (const report of done) report();
  }

  async function importMember(member: ImportedMember, photoId: number | null) {
    const db = database?.db;
    const found = db
      ? await db
          .selectFrom("members")
          .select("id")
          .where("member_no", "=", member.memberNo)
          .orderBy("id")
          .executeTakeFirst()
      : undefined;
    const stored = found && db ? await getEditableMember(db, found.id) : null;
    const write: MemberWrite = {
      name: member.name,
      memberNo: member.memberNo,
      joinedOn: member.joinedOn,
      position: member.position,
      photoId,
      texts: mergedTexts(member.texts, stored?.texts ?? null),
    };
    await settle("member", `member ${member.memberNo} (${member.name})`, member.source, {
      id: stored ? (found?.id ?? null) : null,
      same: () =>
        stored !== null &&
        stored.name === write.name &&
        stored.joinedOn === write.joinedOn &&
        stored.position === write.position &&
        (photoId === null || stored.photo?.id === photoId) &&
        JSON.stringify(locales.map((l) => stored.texts[l])) === JSON.stringify(locales.map((l) => write.texts[l])),
      update: (db, id) => updateMember(db, null, id, write, { via }),
      create: (db) => createMember(db, null, write, { via }),
    });
  }

  async function importPastPresident(row: ImportedPastPresident) {
    const db = database?.db;
    const found = db
      ? await db
          .selectFrom("past_presidents")
          .select(["id", "president", "secretary"])
          .where("rotary_year", "=", row.rotaryYear)
          .executeTakeFirst()
      : undefined;
    const input = { rotaryYear: row.rotaryYear, president: row.president, secretary: row.secretary };
    await settle("pastPresident", `past president ${row.rotaryYear} (${row.president})`, row.source, {
      id: found?.id ?? null,
      same: () => found?.president === row.president && found?.secretary === row.secretary,
      update: (db, id) => updatePastPresident(db, null, id, input, { via }),
      create: (db) => addPastPresident(db, null, input, { via }),
    });
  }
}

const verbs: Record<keyof Counts, string> = {
  created: "create",
  updated: "update",
  unchanged: "leave",
  skipped: "skip",
};
