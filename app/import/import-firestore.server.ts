import { fileTypeFromBuffer } from "file-type";
import { sql } from "kysely";
import pLimit from "p-limit";
import type { Database, Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { seedIfEmpty } from "~/db/seed.server";
import { nowIso } from "~/db/time";
import { defaultLocale, locales } from "~/i18n/locales";
import { insertImage, saveVideo } from "~/media/save.server";
import type { MediaStore } from "~/media/store.server";
import { storeImageVariants, UnusableImageError } from "~/media/variants.server";
import { createMember, getEditableMember, type MemberWrite, updateMember } from "~/models/members.server";
import { addPastPresident, updatePastPresident } from "~/models/past-presidents.server";
import { projectChanges } from "~/models/project-versions.server";
import { createProject, type ProjectWrite, readProjectWrite, saveProject } from "~/models/project-writes.server";
import { type FetchMediaOptions, fetchMedia } from "./fetch-media.server";
import {
  type ImportedMember,
  type ImportedPastPresident,
  type ImportedProject,
  type ImportProblem,
  mapFirestore,
  type SkippedCollection,
  type SourceRef,
} from "./firestore-records.server";
import type { FirestoreCollections } from "./firestore-shapes.server";

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

function altOf(project: ImportedProject) {
  return project.texts.en.title ?? project.texts.ko.title ?? project.code;
}

/**
 * Imports the records of a Firestore export. Records are matched by project
 * code, member ID and Rotary year; one the database already has in the same
 * state is left alone, so running it again changes nothing. Each record is
 * written in one transaction by the site's own model functions. A dry run
 * reads, fetches nothing and writes nothing.
 */
export async function importFirestore(
  target: ImportTarget,
  collections: FirestoreCollections,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = Date.now();
  const dryRun = options.dryRun ?? false;
  const progress = options.progress ?? silent;
  const records = mapFirestore(collections);
  const counts = emptyCounts();
  const problems = [...records.problems];
  const actions: string[] = [];
  for (const kind of ["project", "member", "pastPresident"] as const)
    for (const source of records.skipped[kind]) {
      counts[kind].skipped++;
      actions.push(`${dryRun ? "would skip" : "skipped"} ${describe(source)} (see its problem)`);
    }
  const { store } = target;
  if (!dryRun && (!target.database || !store)) throw new Error("A real import needs a database and a media store.");
  // A dry run against a database not made yet compares with nothing.
  const database = target.database && (await hasTable(target.database, "projects")) ? target.database : null;

  // Which records use each address, and the text a medium is described by.
  const uses = new Map<string, { sources: SourceRef[]; alt: string }>();
  const use = (url: string, source: SourceRef, alt: string) => {
    const entry = uses.get(url) ?? { sources: [], alt };
    entry.sources.push(source);
    uses.set(url, entry);
  };
  for (const p of records.projects) for (const url of p.mediaUrls) use(url, p.source, altOf(p));
  for (const m of records.members) if (m.photoUrl) use(m.photoUrl, m.source, m.name);

  const media = await knownMedia(database, [...uses.keys()]);
  const toFetch = [...uses.keys()].filter((url) => !media.has(url));
  counts.media.unchanged = uses.size - toFetch.length;
  const recordCount = records.projects.length + records.members.length + records.pastPresidents.length;
  progress.start((dryRun ? 0 : toFetch.length) + recordCount);

  if (dryRun) {
    counts.media.created = toFetch.length;
    for (const url of toFetch) {
      actions.push(`would download ${url}`);
      media.set(url, notYetDownloaded);
    }
  } else if (database && store) {
    // Imported data is the club's own: the server must not add demo content beside it.
    await seedIfEmpty(database.db, store, { demo: false, engine: database.engine });
    const limit = pLimit(options.concurrency ?? 4);
    await Promise.all(
      toFetch.map((url) =>
        limit(async () => {
          const entry = uses.get(url) as { sources: SourceRef[]; alt: string };
          const fetched = await fetchMedia(url, options.fetch);
          let failure = fetched.ok ? null : fetched.reason;
          if (fetched.ok) {
            try {
              media.set(url, await storeMedium(database, store, url, fetched.bytes, entry.alt));
              counts.media.created++;
            } catch (error) {
              if (!(error instanceof UnusableImageError)) throw error;
              failure = `${url} is not an image the site can use (${error.message}): imported without it`;
            }
          }
          if (failure !== null) {
            counts.media.skipped++;
            for (const source of entry.sources) problems.push({ ...source, message: failure });
          }
          progress.step("media");
        }),
      ),
    );
  }

  const outcome = (kind: Exclude<RecordKind, "media">, result: keyof Counts, what: string, source: SourceRef) => {
    counts[kind][result]++;
    if (result !== "unchanged")
      actions.push(`${dryRun ? `would ${verbs[result]}` : result} ${what} (${describe(source)})`);
    progress.step(kind);
  };
  const guarded = async (source: SourceRef, kind: Exclude<RecordKind, "media">, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      problems.push({ ...source, message: `not imported: ${error instanceof Error ? error.message : String(error)}` });
      counts[kind].skipped++;
      progress.step(kind);
    }
  };
  /**
   * Creates a record the database does not have (`id` null), leaves one that
   * is stored as it is (`same`), updates the others; a dry run only counts.
   */
  const settle = async (
    kind: Exclude<RecordKind, "media">,
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
  const mediaIds = (urls: string[]) => urls.flatMap((url) => (media.has(url) ? [media.get(url) as number] : []));

  for (const project of records.projects) await guarded(project.source, "project", () => importProject(project));
  for (const member of records.members) await guarded(member.source, "member", () => importMember(member));
  for (const row of records.pastPresidents) await guarded(row.source, "pastPresident", () => importPastPresident(row));
  progress.stop();

  return {
    dryRun,
    counts,
    problems,
    skippedCollections: records.skippedCollections,
    actions,
    elapsedMs: Date.now() - started,
  };

  async function importProject(project: ImportedProject) {
    const db = database?.db;
    const found = db
      ? await db.selectFrom("projects").select("id").where("code", "=", project.code).executeTakeFirst()
      : undefined;
    const stored = found && db ? await readProjectWrite(db, found.id) : null;
    const write: ProjectWrite = {
      code: project.code,
      projectDate: project.projectDate,
      location: project.location,
      videoUrl: project.videoUrl,
      cost: project.cost,
      manHours: project.manHours,
      isSignature: project.isSignature,
      // An official's choice to keep it as a draft stays.
      isDraft: stored?.isDraft ?? false,
      texts: mergedTexts(project.texts, stored?.texts ?? null),
      mediaIds: mediaIds(project.mediaUrls),
    };
    await settle("project", `project ${project.code}`, project.source, {
      id: stored ? (found?.id ?? null) : null,
      same: () => stored !== null && projectChanges(stored, write).length === 0,
      update: (db, id) => saveProject(db, null, id, write, { via }),
      create: (db) => createProject(db, null, write, { via, createdAt: project.createdAt ?? undefined }),
    });
  }

  async function importMember(member: ImportedMember) {
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
    const photoId = member.photoUrl ? (media.get(member.photoUrl) ?? null) : null;
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
