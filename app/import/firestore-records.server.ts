import type { Locale } from "~/db/schema";
import { locales } from "~/i18n/locales";
import { canonicalRotaryYear } from "~/lib/rotary-year";
import { youtubeId } from "~/lib/video-id";
import type { MemberTexts } from "~/models/members.server";
import { completeTexts } from "~/models/project-state.server";
import type { ProjectTexts, ProjectWrite } from "~/models/project-writes.server";
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

export const projectCollections = {
  projects: { locale: "en", signature: false },
  "signature-projects": { locale: "en", signature: true },
  "korean-projects": { locale: "ko", signature: false },
  "korean-signature-projects": { locale: "ko", signature: true },
} as const satisfies Record<string, { locale: Locale; signature: boolean }>;

export type ProjectCollection = keyof typeof projectCollections;

/** The four project collections in the order their copies are read: English first, then Korean. */
export const projectCollectionOrder = Object.keys(projectCollections) as ProjectCollection[];

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
export interface ProjectCopy {
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
  video?: string;
}

type SharedName = keyof SharedFields;

const sharedLabels: Record<SharedName, string> = {
  projectDate: "date",
  cost: "cost",
  manHours: "man hours",
  video: "video",
};

export class Problems {
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
  const video = readText(f.videoURL);
  if (video) shared.video = video;
  return shared;
}

function readTexts(fields: Record<string, unknown>): ProjectTexts {
  return completeTexts({
    title: readText(fields.projecttitle),
    shortNote: readText(fields.shortnotes, { multiLine: true }),
    description: readText(fields.description, { multiLine: true }),
  });
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
export function mergeProject(code: string, copies: ProjectCopy[], problems: Problems): ImportedProject | null {
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

  const texts = emptyTexts(completeTexts({}));
  if (english[0]) texts.en = readTexts(english[0].document.fields);
  if (korean[0]) texts.ko = readTexts(korean[0].document.fields);
  // The old site kept one location in each copy: the English copy's is the English location (the
  // Korean copy's when it has none), and the Korean copy's is the Korean one where it differs.
  const locationOf = (list: ProjectCopy[]) =>
    list.map((c) => readText(c.document.fields.location)).find((value) => value !== null) ?? null;
  const koreanLocation = locationOf(korean);
  if (english[0]) texts.en = { ...texts.en, location: locationOf(english) ?? koreanLocation };
  texts.ko = { ...texts.ko, location: koreanLocation !== texts.en.location ? koreanLocation : null };

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
    videoUrl,
    cost: shared.cost ?? null,
    manHours: shared.manHours ?? null,
    isSignature: copies.some((c) => c.signature),
    texts,
    mediaUrls: kept.slice(0, maxMedia),
    createdAt,
  };
}

/** The Project ID a copy is grouped by (its projectID, or its document id), and the code the site gives it. */
export function projectCodeOf(document: FirestoreDocument): { key: string; code: string | null } {
  const key = readText(document.fields.projectID) ?? document.id;
  return { key, code: siteCode(key) };
}

/** Reports what the code of a copy says about it; false when the copy cannot be imported (no code). */
export function reportProjectCode(source: SourceRef, document: FirestoreDocument, problems: Problems): boolean {
  const { key, code } = projectCodeOf(document);
  if (!readText(document.fields.projectID))
    problems.add(source, `no projectID: the document id ${document.id} is used as the Project ID`);
  if (!code) {
    problems.add(source, `Project ID ${JSON.stringify(key)} has no letters or digits: not imported`);
    return false;
  }
  if (code !== key)
    problems.add(source, `Project ID ${JSON.stringify(key)} is imported as ${code} (letters, digits, - and _ only)`);
  return true;
}

function mapProjects(collections: FirestoreCollections, problems: Problems) {
  const byCode = new Map<string, ProjectCopy[]>();
  const skipped: SourceRef[] = [];
  for (const collection of projectCollectionOrder) {
    for (const document of collections.get(collection) ?? []) {
      const source = { collection, id: document.id };
      if (!reportProjectCode(source, document, problems)) {
        skipped.push(source);
        continue;
      }
      const code = projectCodeOf(document).code as string;
      const copy: ProjectCopy = { collection, document, ...projectCollections[collection] };
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

/** Members document by document: the first of each member ID is kept. */
export class MemberReader {
  private readonly keys: FirstOfEachKey;

  constructor(private readonly problems: Problems) {
    this.keys = new FirstOfEachKey(problems, (memberNo) => `member ID ${memberNo}`);
  }

  get skipped() {
    return this.keys.skipped;
  }

  /** The member, or null when the document is skipped (its problem says why). */
  read(document: FirestoreDocument): ImportedMember | null {
    const { problems, keys } = this;
    const f = document.fields;
    const source = { collection: "members", id: document.id };
    const memberNo = readText(f.id);
    const name = readText(f.name);
    if (!memberNo || !name) {
      keys.skip(source, `${memberNo ? "no name" : "no member ID (id)"}: not imported`);
      return null;
    }
    if (!keys.claim(memberNo, source)) return null;
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
    return { source, memberNo, name, joinedOn, position, photoUrl: readText(f.img), texts };
  }
}

/** Past presidents document by document: the first of each Rotary year is kept. */
export class PastPresidentReader {
  private readonly keys: FirstOfEachKey;

  constructor(problems: Problems) {
    this.keys = new FirstOfEachKey(problems, (rotaryYear) => rotaryYear);
  }

  get skipped() {
    return this.keys.skipped;
  }

  read(document: FirestoreDocument): ImportedPastPresident | null {
    const f = document.fields;
    const source = { collection: "past-presidents", id: document.id };
    const rotaryYear = canonicalRotaryYear(readText(f.year) ?? "");
    if (!rotaryYear) {
      this.keys.skip(
        source,
        `year ${JSON.stringify(f.year ?? null)} is not a Rotary year (2024-25 or 2024-2025): not imported`,
      );
      return null;
    }
    if (!this.keys.claim(rotaryYear, source)) return null;
    return { source, rotaryYear, president: readText(f.president) ?? "", secretary: readText(f.secretary) ?? "" };
  }
}

function mapMembers(documents: FirestoreDocument[], problems: Problems) {
  const reader = new MemberReader(problems);
  const members = documents.map((d) => reader.read(d)).filter((m): m is ImportedMember => m !== null);
  return { members, skipped: reader.skipped };
}

function mapPastPresidents(documents: FirestoreDocument[], problems: Problems) {
  const reader = new PastPresidentReader(problems);
  const rows = documents.map((d) => reader.read(d)).filter((r): r is ImportedPastPresident => r !== null);
  return { rows, skipped: reader.skipped };
}

export const mappedCollections = new Set<string>([...Object.keys(projectCollections), "members", "past-presidents"]);

/** A collection the import leaves out, and why. */
export function skippedCollection(collection: string, documents: number): SkippedCollection {
  return {
    collection,
    documents,
    reason:
      collection === "loginAttempts_successful"
        ? "sign-ins to the old site; this site keeps its own sign-in log"
        : "not a collection of the old site",
  };
}

/** Maps an export's collections to the site's records, merging the copies of each project. */
export function mapFirestore(collections: FirestoreCollections): ImportedRecords {
  const problems = new Problems();
  const projects = mapProjects(collections, problems);
  const members = mapMembers(collections.get("members") ?? [], problems);
  const pastPresidents = mapPastPresidents(collections.get("past-presidents") ?? [], problems);
  const skippedCollections: SkippedCollection[] = [];
  for (const [collection, documents] of collections) {
    if (mappedCollections.has(collection)) continue;
    skippedCollections.push(skippedCollection(collection, documents.length));
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
