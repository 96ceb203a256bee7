import type { VersionChange, VersionPhoto } from "~/components/version-diff";
import { documentSchema } from "~/content/fields";
import { builtinImage } from "~/content/links";
import type { Db } from "~/db/connect.server";
import { isUniqueViolation } from "~/db/unique-violation";
import { contentCopy, contentLabelOf } from "~/i18n/content/admin/content";
import { type HistoryCopy, historyCopy } from "~/i18n/content/admin/history";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { parseRecordId } from "~/lib/record-id";
import { getMediaPreviews } from "~/media/previews.server";
import { bulletinVersions, getEditableBulletin, restoreBulletinVersion } from "~/models/bulletins.server";
import { getPublished, pageVersions, restoreVersion } from "~/models/content.server";
import { projectVersions } from "~/models/project-versions.server";
import { DuplicateProjectCodeError, readProjectWrite, restoreProjectVersion } from "~/models/project-writes.server";
import type { FieldChange, VersionSummary } from "~/models/versions.server";

/**
 * What the one pair of history and version screens (routes/admin/history.tsx,
 * routes/admin/version.tsx) needs of each versioned kind: where it lives, its
 * words, its versions and how a restore goes. A new versioned kind (events,
 * bulletins) adds one entry to `findVersionedRecord` and two screen paths.
 */
export interface VersionedRecord {
  /** The page's label or the project's ID, as the screens' headings name it. */
  title: string;
  intro: string | null;
  editPath: string;
  editLabel: string;
  historyPath: string;
  versionPath: (number: number) => string;
  /** After the newest version in the list: " (what visitors see)". */
  newestNote: string;
  /** Who made a version no official made. */
  siteAuthor: string;
  /** "Published" or "Saved". */
  savedVerb: string;
  currentNote: string;
  sameNote: string;
  kept: number;
  list(): Promise<VersionSummary[]>;
  /** A version beside the record as it is now; null when either is gone. */
  compare(number: number): Promise<{ version: VersionSummary; isCurrent: boolean; changes: FieldChange[] } | null>;
  restore(officialId: number, number: number): Promise<{ restored: number } | { refused: string; status: 404 | 409 }>;
  /** The diff's rows in the screen's language: their labels, and the values that are words (Yes, Draft). */
  translateChanges(changes: FieldChange[]): FieldChange[];
  /** What a restore says when the kind has no visitors seeing it at once ({number}, {restored}). */
  restoredNote?: string;
}

type Params = Partial<Record<string, string>>;

/**
 * The record the screen's address names (`/content/:document/…`, `/project-history/:id/…` or
 * `/bulletin-history/:bulletin/…`), or null;
 * its words in `locale`, the official's.
 */
export async function findVersionedRecord(
  db: Db,
  params: Params,
  locale: Locale = defaultLocale,
): Promise<VersionedRecord | null> {
  if (params.document !== undefined) return pageRecord(db, params.document, locale);
  if (params.bulletin !== undefined) return bulletinRecord(db, params.bulletin, locale);
  if (params.id !== undefined) return projectRecord(db, params.id, locale);
  return null;
}

function pageRecord(db: Db, document: string, locale: Locale): VersionedRecord | null {
  const schema = documentSchema(document);
  if (!schema) return null;
  const words = historyCopy[locale].page;
  const labelOf = contentLabelOf(contentCopy[locale].labels);
  return {
    title: labelOf(schema.label),
    intro: null,
    editPath: `/content/${schema.id}`,
    editLabel: words.editLabel,
    historyPath: `/content/${schema.id}/history`,
    versionPath: (number) => `/content/${schema.id}/versions/${number}`,
    newestNote: words.newestNote,
    siteAuthor: words.siteAuthor,
    savedVerb: words.savedVerb,
    currentNote: words.currentNote,
    sameNote: words.sameNote,
    kept: pageVersions.kept,
    translateChanges: (changes) => changes.map((change) => ({ ...change, label: labelOf(change.label) })),
    list: () => pageVersions.list(db, schema),
    async compare(number) {
      const [version, current] = await Promise.all([pageVersions.get(db, schema, number), getPublished(db, schema)]);
      if (!version) return null;
      return {
        version,
        isCurrent: current.number === number,
        changes: pageVersions.changes(current.data, version.data, schema),
      };
    },
    async restore(officialId, number) {
      try {
        const restored = await restoreVersion(db, schema, number, officialId);
        return restored === null ? { refused: words.gone, status: 404 } : { restored };
      } catch (error) {
        // Another official published this page at the same instant: one version number, one winner.
        if (isUniqueViolation(error)) return { refused: words.sameMoment, status: 409 };
        throw error;
      }
    },
  };
}

async function projectRecord(db: Db, idParam: string, locale: Locale): Promise<VersionedRecord | null> {
  const id = parseRecordId(idParam);
  const project = id === null ? null : await readProjectWrite(db, id);
  if (id === null || !project) return null;
  const copy = historyCopy[locale];
  const words = copy.project;
  return {
    title: project.code,
    intro: project.texts.en.title ?? copy.common.untitled,
    editPath: `/project-table?edit=${encodeURIComponent(project.code)}`,
    editLabel: words.editLabel,
    historyPath: `/project-history/${id}`,
    versionPath: (number) => `/project-history/${id}/${number}`,
    newestNote: words.newestNote,
    siteAuthor: words.siteAuthor,
    savedVerb: words.savedVerb,
    currentNote: words.currentNote,
    sameNote: words.sameNote,
    kept: projectVersions.kept,
    translateChanges: (changes) => (locale === defaultLocale ? changes : changes.map((c) => projectChange(c, words))),
    list: () => projectVersions.list(db, id),
    async compare(number) {
      const [version, newest] = await Promise.all([
        projectVersions.get(db, id, number),
        projectVersions.newest(db, id),
      ]);
      if (!version) return null;
      return {
        version,
        isCurrent: newest?.number === number,
        changes: projectVersions.changes(project, version.data, id),
      };
    },
    async restore(officialId, number) {
      try {
        const restored = await restoreProjectVersion(db, officialId, id, number);
        return restored === null ? { refused: words.gone, status: 404 } : { restored };
      } catch (error) {
        if (error instanceof DuplicateProjectCodeError)
          return {
            refused: fill(words.taken, { duplicate: fill(words.duplicate, { code: error.code }) }),
            status: 409,
          };
        throw error;
      }
    },
  };
}

async function bulletinRecord(db: Db, idParam: string, locale: Locale): Promise<VersionedRecord | null> {
  const id = parseRecordId(idParam);
  const bulletin = id === null ? null : await getEditableBulletin(db, id);
  if (id === null || !bulletin) return null;
  const copy = historyCopy[locale];
  const words = copy.bulletin;
  return {
    title: bulletin.texts.en.title || copy.common.untitled,
    intro: null,
    editPath: `/bulletin-form/${id}`,
    editLabel: words.editLabel,
    historyPath: `/bulletin-history/${id}`,
    versionPath: (number) => `/bulletin-history/${id}/${number}`,
    newestNote: words.newestNote,
    siteAuthor: words.siteAuthor,
    savedVerb: words.savedVerb,
    currentNote: words.currentNote,
    sameNote: words.sameNote,
    restoredNote: words.restored,
    kept: bulletinVersions.kept,
    translateChanges: (changes) => changes.map((change) => bulletinChange(change, words)),
    list: () => bulletinVersions.list(db, id),
    async compare(number) {
      const [version, newest] = await Promise.all([
        bulletinVersions.get(db, id, number),
        bulletinVersions.newest(db, id),
      ]);
      if (!version) return null;
      return {
        version,
        isCurrent: newest?.number === number,
        changes: bulletinVersions.changes(bulletin, version.data, id),
      };
    },
    async restore(officialId, number) {
      const outcome = await restoreBulletinVersion(db, officialId, id, number);
      if (outcome === "sent") return { refused: words.sent, status: 409 };
      if (outcome === "missing") return { refused: words.gone, status: 404 };
      return outcome;
    },
  };
}

/** One row of a bulletin's diff in the screen's language: its label by its key, and Yes or No. */
function bulletinChange(change: FieldChange, words: HistoryCopy["bulletin"]): FieldChange {
  return changeInWords(change, words.fields, (text) => (text === "Yes" ? words.yes : text === "No" ? words.no : text));
}

/** One row of a project's diff in the screen's language: its label by its key, and the words among its values. */
function projectChange(change: FieldChange, words: HistoryCopy["project"]): FieldChange {
  return changeInWords(change, words.fields, (text) => {
    if (change.key === "isSignature") return text === "Yes" ? words.yes : text === "No" ? words.no : text;
    if (change.key === "isDraft") return text === "Draft" ? words.draft : text === "Published" ? words.published : text;
    return text;
  });
}

/**
 * A diff row with its label from `fields`, by the field's name (a text's
 * `texts.<locale>.<name>` by `<name>`), and its values through `value`.
 */
function changeInWords(
  change: FieldChange,
  fields: Readonly<Record<string, string>>,
  value: (text: string) => string,
): FieldChange {
  const name = change.key.startsWith("texts.") ? (change.key.split(".")[2] ?? "") : change.key;
  const label = Object.hasOwn(fields, name) ? (fields[name] ?? change.label) : change.label;
  return { ...change, label, before: value(change.before), after: value(change.after) };
}

/**
 * The changes as the diff shows them: photos as thumbnails with their alt
 * text (issue 21.2), never as media ids; a photo deleted since says so.
 * `words`: the photos' words in the screen's language.
 */
export async function withPhotoThumbnails(
  db: Db,
  changes: FieldChange[],
  words: HistoryCopy["photos"] = historyCopy.en.photos,
): Promise<VersionChange[]> {
  const ids = changes.flatMap((c) => [...(c.photos?.before ?? []), ...(c.photos?.after ?? [])]).map(Number);
  const previews = await getMediaPreviews(
    db,
    ids.filter((id) => Number.isInteger(id) && id > 0),
  );
  const photo = (ref: string): VersionPhoto => {
    if (ref.startsWith("builtin:")) return { src: builtinImage(ref), alt: words.builtin };
    const preview = previews.get(Number(ref));
    if (!preview) return { src: null, alt: fill(words.deleted, { id: ref }) };
    return { src: preview.preview, alt: preview.alt || fill(words.undescribed, { id: ref }) };
  };
  return changes.map(({ photos, ...change }) =>
    photos
      ? {
          ...change,
          before: "",
          after: "",
          beforePhotos: photos.before.map(photo),
          afterPhotos: photos.after.map(photo),
        }
      : change,
  );
}
