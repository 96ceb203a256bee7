import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { languageOf } from "~/i18n/locales";

/**
 * The one versions module (docs/decisions/0064-one-versions-module.md): every
 * versioned record (pages, projects; events and bulletins later) keeps its
 * whole state per save in a versions table of its own, and this module lists,
 * gets, compares, numbers, summarises and prunes them the same way. A kind
 * says where its rows live (VersionTable) and what its fields are (changes).
 */

/** One field that differs between two states; `locale` for a text in one language. */
export interface FieldChange {
  /** Stable within a record: "texts.ko.title", "slides.2.photo/". */
  key: string;
  label: string;
  locale: Locale | null;
  before: string;
  after: string;
  /** For photos: what the field names (media ids or shipped images), shown as thumbnails. */
  photos?: { before: string[]; after: string[] };
}

export interface VersionSummary {
  number: number;
  savedAt: string;
  /** The official's address; null for the site itself (initial content, the command line). */
  by: string | null;
  summary: string;
  restoredFrom: number | null;
}

export interface Version<Data> extends VersionSummary {
  data: Data;
}

/** The newest kept state, as a change is compared with it. */
export interface SavedVersion<Data> {
  number: number;
  data: Data;
}

export interface NewVersionRow {
  number: number;
  data: string;
  savedAt: string;
  officialId: number | null;
  summary: string;
  restoredFrom: number | null;
  photoIds: number[];
}

/** A version row as each kind's table selects it (its own columns aliased to these names). */
export interface VersionRow {
  number: number;
  data?: string;
  saved_at: string;
  summary: string;
  restored_from: number | null;
  /** The official's address now, or as it was when they saved (`actor`) if they are gone. */
  email: string | null;
  actor: string | null;
}

/** Where one kind keeps its versions: a table of its own, keyed by the record. */
export interface VersionTable<Key> {
  /** A record's versions, newest first: only `number` when given, at most `limit`, with `data` when asked. */
  select(db: Db, key: Key, options: { number?: number; limit?: number; withData?: boolean }): Promise<VersionRow[]>;
  /** Writes the row and names its photos, so media cleanup keeps them. */
  insert(db: Db, key: Key, row: NewVersionRow): Promise<void>;
  /** Drops the versions numbered `number` and below, with their photo rows. */
  dropUpTo(db: Db, key: Key, number: number): Promise<void>;
}

function summaryOf(row: VersionRow): VersionSummary {
  return {
    number: row.number,
    savedAt: row.saved_at,
    by: row.email ?? row.actor,
    summary: row.summary,
    restoredFrom: row.restored_from,
  };
}

export interface VersionedKind<Key, Data> {
  table: VersionTable<Key>;
  /** Versions kept per record; the issues ask for at least 50. */
  kept: number;
  /** The state as it is stored and compared (complete, no extras). */
  normalize(data: Data, key: Key): Data;
  changes(before: Data, after: Data, key: Key): FieldChange[];
  photoIds(data: Data, key: Key): number[];
}

const summaryLabels = 6;

/** A change list in a few words for the history and the activity log: "Title (Korean); Date; Photos". */
export function describeChanges(changes: readonly FieldChange[]): string {
  if (changes.length === 0) return "No changes";
  const labels = [
    ...new Set(changes.map((c) => (c.locale ? `${c.label} (${languageOf(c.locale).englishName})` : c.label))),
  ];
  const shown = labels.slice(0, summaryLabels).join("; ");
  return labels.length > summaryLabels ? `${shown}; and ${labels.length - summaryLabels} more` : shown;
}

/** The operations every versioned kind has, from its table and its fields. */
export function versionsOf<Key, Data>(kind: VersionedKind<Key, Data>) {
  const parsed = (row: VersionRow | undefined, key: Key): Version<Data> | null =>
    row ? { ...summaryOf(row), data: kind.normalize(JSON.parse(row.data ?? "{}") as Data, key) } : null;
  return {
    kept: kind.kept,

    changes(before: Data, after: Data, key: Key): FieldChange[] {
      return kind.changes(kind.normalize(before, key), kind.normalize(after, key), key);
    },

    /** A record's versions, newest first. */
    async list(db: Db, key: Key): Promise<VersionSummary[]> {
      return (await kind.table.select(db, key, {})).map(summaryOf);
    },

    async get(db: Db, key: Key, number: number): Promise<Version<Data> | null> {
      return parsed((await kind.table.select(db, key, { number, withData: true }))[0], key);
    },

    /** The newest version: what visitors see of a page, the state a project's next save is compared with. */
    async newest(db: Db, key: Key): Promise<Version<Data> | null> {
      return parsed((await kind.table.select(db, key, { limit: 1, withData: true }))[0], key);
    },

    /**
     * Keeps `data` as the record's next version after `previous` (null for a
     * new record), with what changed in words, and drops the versions beyond
     * `kept`. Call it inside the transaction that saves the record; two saves
     * at once get one number each or a unique violation, never a shared one.
     */
    async add(
      db: Db,
      key: Key,
      change: {
        previous: SavedVersion<Data> | null;
        data: Data;
        officialId: number | null;
        restoredFrom?: number | null;
        /** For a record's first version: what to say instead of its changes. */
        firstSummary?: string;
        savedAt?: string;
      },
    ): Promise<{ number: number; summary: string; data: Data }> {
      const state = kind.normalize(change.data, key);
      const number = (change.previous?.number ?? 0) + 1;
      const changed = change.previous
        ? describeChanges(kind.changes(kind.normalize(change.previous.data, key), state, key))
        : (change.firstSummary ?? "Created");
      const restoredFrom = change.restoredFrom ?? null;
      const summary = (restoredFrom === null ? changed : `Restored version ${restoredFrom}: ${changed}`).slice(0, 1000);
      await kind.table.insert(db, key, {
        number,
        data: JSON.stringify(state),
        savedAt: change.savedAt ?? nowIso(),
        officialId: change.officialId,
        summary,
        restoredFrom,
        photoIds: kind.photoIds(state, key),
      });
      if (number > kind.kept) await kind.table.dropUpTo(db, key, number - kind.kept);
      return { number, summary, data: state };
    },
  };
}

/** The media rows among `ids` that still exist: a version names only photos that are there. */
export async function existingMedia(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (
    await db
      .selectFrom("media")
      .select("id")
      .where("id", "in", [...new Set(ids)])
      .execute()
  ).map((r) => r.id);
}
