import type { VersionChange, VersionPhoto } from "~/components/version-diff";
import { documentSchema } from "~/content/fields";
import { builtinImage } from "~/content/links";
import type { Db } from "~/db/connect.server";
import { isUniqueViolation } from "~/db/unique-violation";
import { parseRecordId } from "~/lib/record-id";
import { getMediaPreviews } from "~/media/previews.server";
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
}

type Params = Partial<Record<string, string>>;

/** The record the screen's address names (`/content/:document/…` or `/project-history/:id/…`), or null. */
export async function findVersionedRecord(db: Db, params: Params): Promise<VersionedRecord | null> {
  if (params.document !== undefined) return pageRecord(db, params.document);
  if (params.id !== undefined) return projectRecord(db, params.id);
  return null;
}

function pageRecord(db: Db, document: string): VersionedRecord | null {
  const schema = documentSchema(document);
  if (!schema) return null;
  return {
    title: schema.label,
    intro: null,
    editPath: `/content/${schema.id}`,
    editLabel: "Back to the editor",
    historyPath: `/content/${schema.id}/history`,
    versionPath: (number) => `/content/${schema.id}/versions/${number}`,
    newestNote: " (what visitors see)",
    siteAuthor: "the site (initial content)",
    savedVerb: "Published",
    currentNote: "This is the version visitors see now.",
    sameNote: "Visitors see the same content now.",
    kept: pageVersions.kept,
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
        return restored === null ? { refused: "That version no longer exists.", status: 404 } : { restored };
      } catch (error) {
        // Another official published this page at the same instant: one version number, one winner.
        if (isUniqueViolation(error))
          return { refused: "Another official published this page at the same moment. Please try again.", status: 409 };
        throw error;
      }
    },
  };
}

async function projectRecord(db: Db, idParam: string): Promise<VersionedRecord | null> {
  const id = parseRecordId(idParam);
  const project = id === null ? null : await readProjectWrite(db, id);
  if (id === null || !project) return null;
  return {
    title: project.code,
    intro: project.texts.en.title ?? "Untitled",
    editPath: `/project-table?edit=${encodeURIComponent(project.code)}`,
    editLabel: "Edit the project",
    historyPath: `/project-history/${id}`,
    versionPath: (number) => `/project-history/${id}/${number}`,
    newestNote: " (as it is now)",
    siteAuthor: "unknown (before history was kept)",
    savedVerb: "Saved",
    currentNote: "This is the project as it is now.",
    sameNote: "The project is the same as this version now.",
    kept: projectVersions.kept,
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
        return restored === null ? { refused: "That project or version no longer exists.", status: 404 } : { restored };
      } catch (error) {
        if (error instanceof DuplicateProjectCodeError)
          return {
            refused: `${error.message} Change that project's ID first, or edit this one instead.`,
            status: 409,
          };
        throw error;
      }
    },
  };
}

/**
 * The changes as the diff shows them: photos as thumbnails with their alt
 * text (issue 21.2), never as media ids; a photo deleted since says so.
 */
export async function withPhotoThumbnails(db: Db, changes: FieldChange[]): Promise<VersionChange[]> {
  const ids = changes.flatMap((c) => [...(c.photos?.before ?? []), ...(c.photos?.after ?? [])]).map(Number);
  const previews = await getMediaPreviews(
    db,
    ids.filter((id) => Number.isInteger(id) && id > 0),
  );
  const photo = (ref: string): VersionPhoto => {
    if (ref.startsWith("builtin:")) return { src: builtinImage(ref), alt: "A picture that comes with the site" };
    const preview = previews.get(Number(ref));
    if (!preview) return { src: null, alt: `Photo #${ref}, deleted since` };
    return { src: preview.preview, alt: preview.alt || `Photo #${ref}, no description` };
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
