import type { Locale } from "~/db/schema";
import { locales } from "~/i18n/locales";
import { youtubeId } from "~/lib/video-id";
import type { MemberTexts } from "~/models/members.server";
import type { ProjectTexts, ProjectWrite } from "~/models/project-writes.server";
import { canonicalRotaryYear } from "~/models/rotary-year";
import type { FirestoreCollections, FirestoreDocument } from "./firestore-shapes.server";
import { indiaDate, isMissing, readCalendarDate, readInstant, readText, readWholeNumber } from "./firestore-values";

/** Something about one document that the person importing should know. */
export interface ImportProblem {
  collection: string;
  id: string;
  message: string;
}

export interface SourceRef {
  collection: string;
  id: string;
}

/** A project as a save takes it (ProjectWrite), with the addresses of its media instead of their ids. */
export interface ImportedProject extends Omit<ProjectWrite, "isDraft" | "mediaIds"> {
  /** The document the project is reported under: the English copy's when there is one. */
  source: SourceRef;
  /** Images and MP4 videos, in order, at most three. */
  mediaUrls: string[];
  createdAt: string | null;
}

export interface ImportedMember {
  source: SourceRef;
  memberNo: string;
  name: string;
  joinedOn: string | null;
  position: number | null;
  photoUrl: string | null;
  texts: Record<Locale, MemberTexts>;
}

export interface ImportedPastPresident {
  source: SourceRef;
  rotaryYear: string;
  president: string;
  secretary: string;
}

export interface SkippedCollection {
  collection: string;
  documents: number;
  reason: string;
}

export interface ImportedRecords {
  projects: ImportedProject[];
  members: ImportedMember[];
  pastPresidents: ImportedPastPresident[];
  /** The documents that cannot be imported (`problems` says why). */
  skipped: { project: SourceRef[]; member: SourceRef[]; pastPresident: SourceRef[] };
  skippedCollections: SkippedCollection[];
  problems: ImportProblem[];
}

const projectCollections = {
  projects: { locale: "en", signature: false },
  "signature-projects": { locale: "en", signature: true },
  "korean-projects": { locale: "ko", signature: false },
  "korean-signature-projects": { locale: "ko", signature: true },
} as const satisfies Record<string, { locale: Locale; signature: boolean }>;

type ProjectCollection = keyof typeof projectCollections;

const maxMedia = 3;
const codeLimit = 60;

function emptyTexts<T>(empty: T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, { ...empty }])) as Record<Locale, T>;
}

function isVideoUrl(url: string) {
  try {
    return new URL(url).pathname.toLowerCase().endsWith(".mp4");
  } catch {
    return url.toLowerCase().split("?")[0]?.endsWith(".mp4") ?? false;
  }
}

/** A copy of a project, as one of the four collections holds it. */
interface ProjectCopy {
  collection: ProjectCollection;
  document: FirestoreDocument;
  locale: "en" | "ko";
  signature: boolean;
}

/** The fields both copies carry, read once; `undefined` where the copy has none. */
interface SharedFields {
  projectDate?: string;
  cost?: number;
  manHours?: number;
  location?: string;
  video?: string;
}

type SharedName = keyof SharedFields;

const sharedLabels: Record<SharedName, string> = {
  projectDate: "date",
  cost: "cost",
  manHours: "man hours",
  location: "location",
  video: "video",
};

class Problems {
  readonly list: ImportProblem[] = [];
  add(source: SourceRef, message: string) {
    this.list.push({ collection: source.collection, id: source.id, message });
  }
}

function sourceOf(copy: ProjectCopy): SourceRef {
  return { collection: copy.collection, id: copy.document.id };
}

function readShared(copy: ProjectCopy, problems: Problems): SharedFields {
  const f = copy.document.fields;
  const shared: SharedFields = {};
  const source = sourceOf(copy);
  if (!isMissing(f.projectdate)) {
    const date = readCalendarDate(f.projectdate);
    if (date) shared.projectDate = date;
    else
      problems.add(
        source,
        `projectdate ${JSON.stringify(f.projectdate)} is not a date the import can read (25-03-2023 or 2023-03-25)`,
      );
  }
  for (const [field, name] of [
    ["cost", "cost"],
    ["manHours", "manHours"],
  ] as const) {
    const read = readWholeNumber(f[field]);
    if (!read.readable)
      problems.add(source, `${field} ${JSON.stringify(f[field])} is not a whole number 0 or more: left empty`);
    else if (read.value !== null) shared[name] = read.value;
  }
  const location = readText(f.location);
  if (location) shared.location = location;
  const video = readText(f.videoURL);
  if (video) shared.video = video;
  return shared;
}

function readTexts(fields: Record<string, unknown>): ProjectTexts {
  return {
    title: readText(fields.projecttitle),
    shortNote: readText(fields.shortnotes, { multiLine: true }),
    description: readText(fields.description, { multiLine: true }),
  };
}

function readImages(fields: Record<string, unknown>): string[] {
  return ["img1", "img2", "img3"].map((key) => readText(fields[key])).filter((url): url is string => url !== null);
}

/** A code the site's addresses take (letters, digits, - and _), or null when nothing of it is left. */
function siteCode(key: string): string | null {
  const code = key
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, codeLimit);
  return code === "" ? null : code;
}

/**
 * One project from its copies: the English copy gives the shared fields and
 * the English texts, the Korean copy the Korean texts and any shared field the
 * English one lacks; a shared field that differs is reported, and the English
 * value kept. Signature when any copy is in a signature collection.
 */
function mergeProject(code: string, copies: ProjectCopy[], problems: Problems): ImportedProject | null {
  const english = copies.filter((c) => c.locale === "en");
  const korean = copies.filter((c) => c.locale === "ko");
  const ordered = [...english, ...korean];
  const first = ordered[0] as ProjectCopy;
  const source = sourceOf(first);
  if (english.length === 0)
    problems.add(source, `project ${code} is only in Korean: imported with its Korean texts and no English ones`);

  const shared: SharedFields = {};
  for (const copy of ordered) {
    const fields = readShared(copy, problems);
    for (const name of Object.keys(fields) as SharedName[]) {
      const value = fields[name];
      if (shared[name] === undefined) (shared as Record<SharedName, unknown>)[name] = value;
      else if (shared[name] !== value)
        problems.add(
          sourceOf(copy),
          `${sharedLabels[name]} ${JSON.stringify(value)} differs from ${JSON.stringify(shared[name])} in ${first.collection}/${first.document.id}: ${first.collection}'s is kept`,
        );
    }
  }

  let createdAt: string | null = null;
  const created = ordered.map((c) => c.document.fields.createdAt).find((v) => !isMissing(v));
  if (created !== undefined) {
    const instant = readInstant(created);
    if (instant) createdAt = instant.toISOString();
    else problems.add(source, `createdAt ${JSON.stringify(created)} is not a timestamp: the import time is used`);
  }

  const projectDate = shared.projectDate ?? (createdAt ? indiaDate(new Date(createdAt)) : null);
  if (!projectDate) {
    problems.add(source, `project ${code} has no readable date and no createdAt: not imported`);
    return null;
  }
  if (!shared.projectDate)
    problems.add(source, `project ${code} has no readable projectdate: its createdAt date ${projectDate} is used`);

  const texts = emptyTexts<ProjectTexts>({ title: null, shortNote: null, description: null });
  if (english[0]) texts.en = readTexts(english[0].document.fields);
  if (korean[0]) texts.ko = readTexts(korean[0].document.fields);

  const mediaUrls = [...new Set(ordered.flatMap((c) => readImages(c.document.fields)))];
  let videoUrl: string | null = null;
  if (shared.video) {
    if (youtubeId(shared.video)) videoUrl = shared.video;
    else if (isVideoUrl(shared.video)) mediaUrls.push(shared.video);
    else problems.add(source, `videoURL ${shared.video} is neither a YouTube address nor an MP4 file: left out`);
  }
  const kept = [...new Set(mediaUrls)];
  if (kept.length > maxMedia)
    problems.add(source, `project ${code} has ${kept.length} images and videos; the first ${maxMedia} are kept`);

  return {
    source,
    code,
    projectDate,
    location: shared.location ?? null,
    videoUrl,
    cost: shared.cost ?? null,
    manHours: shared.manHours ?? null,
    isSignature: copies.some((c) => c.signature),
    texts,
    mediaUrls: kept.slice(0, maxMedia),
    createdAt,
  };
}

function mapProjects(collections: FirestoreCollections, problems: Problems) {
  const byCode = new Map<string, ProjectCopy[]>();
  const skipped: SourceRef[] = [];
  for (const [collection, settings] of Object.entries(projectCollections) as [
    ProjectCollection,
    (typeof projectCollections)[ProjectCollection],
  ][]) {
    for (const document of collections.get(collection) ?? []) {
      const source = { collection, id: document.id };
      const projectId = readText(document.fields.projectID);
      if (!projectId) problems.add(source, `no projectID: the document id ${document.id} is used as the Project ID`);
      const key = projectId ?? document.id;
      const code = siteCode(key);
      if (!code) {
        problems.add(source, `Project ID ${JSON.stringify(key)} has no letters or digits: not imported`);
        skipped.push(source);
        continue;
      }
      if (code !== key)
        problems.add(
          source,
          `Project ID ${JSON.stringify(key)} is imported as ${code} (letters, digits, - and _ only)`,
        );
      const copy: ProjectCopy = { collection, document, ...settings };
      byCode.set(code, [...(byCode.get(code) ?? []), copy]);
    }
  }
  const projects: ImportedProject[] = [];
  for (const [code, copies] of byCode) {
    const project = mergeProject(code, copies, problems);
    if (project) projects.push(project);
    else skipped.push(sourceOf(copies[0] as ProjectCopy));
  }
  return { projects, skipped };
}

/** The first document of each key (member ID, Rotary year) is kept; a later one is skipped, reported. */
class FirstOfEachKey {
  private readonly seen = new Map<string, string>();
  readonly skipped: SourceRef[] = [];

  constructor(
    private readonly problems: Problems,
    private readonly name: (key: string) => string,
  ) {}

  skip(source: SourceRef, message: string) {
    this.problems.add(source, message);
    this.skipped.push(source);
  }

  /** True for the first document with this key. */
  claim(key: string, source: SourceRef): boolean {
    const earlier = this.seen.get(key);
    if (earlier === undefined) {
      this.seen.set(key, source.id);
      return true;
    }
    this.skip(source, `${this.name(key)} is also ${source.collection}/${earlier}'s: not imported (the first is kept)`);
    return false;
  }
}

function mapMembers(documents: FirestoreDocument[], problems: Problems) {
  const members: ImportedMember[] = [];
  const keys = new FirstOfEachKey(problems, (memberNo) => `member ID ${memberNo}`);
  for (const document of documents) {
    const f = document.fields;
    const source = { collection: "members", id: document.id };
    const memberNo = readText(f.id);
    const name = readText(f.name);
    if (!memberNo || !name) {
      keys.skip(source, `${memberNo ? "no name" : "no member ID (id)"}: not imported`);
      continue;
    }
    if (!keys.claim(memberNo, source)) continue;
    let joinedOn: string | null = null;
    if (!isMissing(f.joining)) {
      // Epoch milliseconds are a number; a number is never a project date, so it is read here only.
      const instant = typeof f.joining === "number" ? readInstant(f.joining) : null;
      joinedOn = instant ? indiaDate(instant) : readCalendarDate(f.joining);
      if (!joinedOn) problems.add(source, `joining ${JSON.stringify(f.joining)} is not a date: left empty`);
    }
    let position: number | null = null;
    if (!isMissing(f.Position)) {
      const number = Number(f.Position);
      if (Number.isInteger(number)) position = number;
      else problems.add(source, `Position ${JSON.stringify(f.Position)} is not a whole number: left empty`);
    }
    const texts = emptyTexts<MemberTexts>({ designation: null, message: null });
    texts.en = { designation: readText(f.designation), message: readText(f.message, { multiLine: true }) };
    members.push({ source, memberNo, name, joinedOn, position, photoUrl: readText(f.img), texts });
  }
  return { members, skipped: keys.skipped };
}

function mapPastPresidents(documents: FirestoreDocument[], problems: Problems) {
  const rows: ImportedPastPresident[] = [];
  const keys = new FirstOfEachKey(problems, (rotaryYear) => rotaryYear);
  for (const document of documents) {
    const f = document.fields;
    const source = { collection: "past-presidents", id: document.id };
    const rotaryYear = canonicalRotaryYear(readText(f.year) ?? "");
    if (!rotaryYear) {
      keys.skip(
        source,
        `year ${JSON.stringify(f.year ?? null)} is not a Rotary year (2024-25 or 2024-2025): not imported`,
      );
      continue;
    }
    if (!keys.claim(rotaryYear, source)) continue;
    rows.push({ source, rotaryYear, president: readText(f.president) ?? "", secretary: readText(f.secretary) ?? "" });
  }
  return { rows, skipped: keys.skipped };
}

const mapped = new Set<string>([...Object.keys(projectCollections), "members", "past-presidents"]);

/** Maps an export's collections to the site's records, merging the copies of each project. */
export function mapFirestore(collections: FirestoreCollections): ImportedRecords {
  const problems = new Problems();
  const projects = mapProjects(collections, problems);
  const members = mapMembers(collections.get("members") ?? [], problems);
  const pastPresidents = mapPastPresidents(collections.get("past-presidents") ?? [], problems);
  const skippedCollections: SkippedCollection[] = [];
  for (const [collection, documents] of collections) {
    if (mapped.has(collection)) continue;
    skippedCollections.push({
      collection,
      documents: documents.length,
      reason:
        collection === "loginAttempts_successful"
          ? "sign-ins to the old site; this site keeps its own sign-in log"
          : "not a collection of the old site",
    });
  }
  return {
    projects: projects.projects,
    members: members.members,
    pastPresidents: pastPresidents.rows,
    skipped: { project: projects.skipped, member: members.skipped, pastPresident: pastPresidents.skipped },
    skippedCollections,
    problems: problems.list,
  };
}
