/**
 * The backup archive: a gzip-compressed tar holding `tables/NAME.jsonl` (one
 * JSON object per row), `media/KEY` (the stored files the media table names)
 * and, last, `manifest.json`, which lists every other file's SHA-256 and size.
 * docs/decisions/0030-export-restore-backups.md
 */
export const archiveFormat = "rotary-club-backup";
export const archiveFormatVersion = 1;
export const manifestName = "manifest.json";

export interface ArchiveFile {
  sha256: string;
  bytes: number;
}

export interface ArchiveManifest {
  format: typeof archiveFormat;
  formatVersion: number;
  /** package.json's version of the release that wrote it. */
  appVersion: string;
  engine: "sqlite" | "postgres";
  /** The last migration the database had run: its schema. */
  migration: string;
  createdAt: string;
  /** Rows per table. */
  tables: Record<string, number>;
  /** Every file of the archive but this manifest, by its name in the archive. */
  files: Record<string, ArchiveFile>;
  /** Media keys the media table names that the store did not have when the archive was written. */
  missingMedia: string[];
}

export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const mediaEntry = (key: string) => `media/${key}`;

/** The name of a daily archive: club-backup-2026-11-25T0600Z.tar.gz (UTC). */
export function scheduledArchiveName(at: Date): string {
  const iso = at.toISOString();
  return `club-backup-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z.tar.gz`;
}

export const scheduledArchivePattern = /^club-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})Z\.tar\.gz$/;

/** When a daily archive was written, from its name; null for any other file. */
export function scheduledArchiveTime(name: string): Date | null {
  const match = scheduledArchivePattern.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A downloaded archive's name: club-backup-2026-11-25.tar.gz. */
export function downloadArchiveName(at: Date): string {
  return `club-backup-${at.toISOString().slice(0, 10)}.tar.gz`;
}
