import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  type ImportedMember,
  type ImportedPastPresident,
  type ImportedProject,
  MemberReader,
  mappedCollections,
  mergeProject,
  PastPresidentReader,
  type Problems,
  type ProjectCollection,
  type ProjectCopy,
  projectCodeOf,
  projectCollectionOrder,
  projectCollections,
  reportProjectCode,
  type SkippedCollection,
  type SourceRef,
  skippedCollection,
} from "./firestore-records.server";
import { type FirestoreCollections, type FirestoreDocument, streamFirestoreExport } from "./firestore-shapes.server";

/**
 * The export on disk, for an import that keeps its memory flat
 * (docs/decisions/0060-streaming-import.md). The export is streamed into a
 * temporary SQLite file (better-sqlite3), one row per document; the copies
 * of a project are then grouped by code there, merged a few hundred at a
 * time, and the records and their media addresses kept there too. The import
 * reads them back in batches. Nothing of the export is held in memory but
 * the batch at hand.
 */

/** Rows written per staging transaction while the export streams in. */
const stageChunk = 2000;
/** Project codes merged at a time. */
const planPage = 500;

export type StagedRecord =
  | { kind: "project"; record: ImportedProject }
  | { kind: "member"; record: ImportedMember }
  | { kind: "pastPresident"; record: ImportedPastPresident };

export interface StagedMedium {
  url: string;
  alt: string;
  /** new: not imported yet; known: imported by an earlier run; fetched or failed in this run. */
  state: "new" | "known" | "fetched" | "failed";
  mediaId: number | null;
}

/** What merging the staged documents found. */
export interface Plan {
  /** Documents that cannot be imported (their problems say why), by kind. */
  skipped: { project: SourceRef[]; member: SourceRef[]; pastPresident: SourceRef[] };
  skippedCollections: SkippedCollection[];
  records: number;
}

const rank = new Map<string, number>(projectCollectionOrder.map((name, index) => [name, index]));
/** Orders the copies as the in-memory mapping reads them: by collection, then as the export lists them. */
const ordOf = (collection: string, seq: number) => (rank.get(collection) ?? 9) * 1e12 + seq;

export class StagedExport {
  private constructor(
    readonly db: SQLite.Database,
    private readonly dir: string | null,
  ) {}

  /** A staging file in a temporary folder of its own (removed by close), or in memory. */
  static create(options: { inMemory?: boolean } = {}): StagedExport {
    const dir = options.inMemory ? null : fs.mkdtempSync(path.join(os.tmpdir(), "club-import-"));
    const db = new SQLite(dir ? path.join(dir, "staging.db") : ":memory:");
    // A scratch file: nothing to recover after a crash, so no journal and no fsync.
    db.pragma("journal_mode = OFF");
    db.pragma("synchronous = OFF");
    db.exec(`
      create table collections (part integer not null, name text not null, ord integer not null,
        documents integer not null default 0, primary key (part, name));
      create table docs (seq integer primary key, part integer not null, collection text not null,
        doc_id text not null, fields text not null, code text, ord integer);
      create index docs_part on docs (part);
      create index docs_code on docs (code, ord);
      create table groups (code text primary key, ord integer not null);
      create index groups_ord on groups (ord);
      create table records (seq integer primary key, kind text not null, data text not null);
      create table media (url text primary key, alt text not null, state text not null, media_id integer,
        reason text);
      create table media_uses (url text not null, collection text not null, doc_id text not null);
      create index media_uses_url on media_uses (url);
      create table record_media (record integer not null, url text not null);
      create index record_media_record on record_media (record);
    `);
    return new StagedExport(db, dir);
  }

  close() {
    if (this.db.open) this.db.close();
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Streams an export file or folder in (ImportInputError for bad input). */
  async stream(location: string) {
    let pending = 0;
    const db = this.db;
    const addCollection = db.prepare(
      "insert into collections (part, name, ord) values (?, ?, (select count(*) from collections)) on conflict do nothing",
    );
    const count = db.prepare("update collections set documents = documents + 1 where part = ? and name = ?");
    const addDoc = db.prepare(
      "insert into docs (part, collection, doc_id, fields, code, ord) values (?, ?, ?, ?, ?, ?) returning seq",
    );
    const setOrd = db.prepare("update docs set ord = ? where seq = ?");
    const dropDocs = db.prepare("delete from docs where part = ?");
    const dropCollections = db.prepare("delete from collections where part = ?");
    db.exec("begin");
    try {
      await streamFirestoreExport(location, {
        collection(part, name) {
          addCollection.run(part, name);
        },
        document(part, collection, document) {
          count.run(part, collection);
          if (mappedCollections.has(collection)) {
            const code = collection in projectCollections ? projectCodeOf(document).code : null;
            const row = addDoc.get(part, collection, document.id, JSON.stringify(document.fields), code, null) as {
              seq: number;
            };
            if (collection in projectCollections) setOrd.run(ordOf(collection, row.seq), row.seq);
          }
          if (++pending >= stageChunk) {
            db.exec("commit");
            db.exec("begin");
            pending = 0;
          }
        },
        discard(part) {
          dropDocs.run(part);
          dropCollections.run(part);
        },
      });
      db.exec("insert into groups (code, ord) select code, min(ord) from docs where code is not null group by code");
      db.exec("commit");
    } catch (error) {
      if (db.inTransaction) db.exec("rollback");
      throw error;
    }
  }

  /** Stages collections already in memory (tests, small exports). */
  addCollections(collections: FirestoreCollections) {
    const db = this.db;
    const addCollection = db.prepare("insert into collections (part, name, ord, documents) values (0, ?, ?, ?)");
    const addDoc = db.prepare(
      "insert into docs (part, collection, doc_id, fields, code, ord) values (0, ?, ?, ?, ?, null) returning seq",
    );
    const setOrd = db.prepare("update docs set ord = ? where seq = ?");
    db.transaction(() => {
      let ord = 0;
      for (const [name, documents] of collections) {
        addCollection.run(name, ord++, documents.length);
        if (!mappedCollections.has(name)) continue;
        for (const document of documents) {
          const code = name in projectCollections ? projectCodeOf(document).code : null;
          const row = addDoc.get(name, document.id, JSON.stringify(document.fields), code) as { seq: number };
          if (name in projectCollections) setOrd.run(ordOf(name, row.seq), row.seq);
        }
      }
      db.exec("insert into groups (code, ord) select code, min(ord) from docs where code is not null group by code");
    })();
  }

  private documentsOf(collections: string[], after: number, limit: number) {
    const marks = collections.map(() => "?").join(", ");
    return this.db
      .prepare(
        `select seq, collection, doc_id, fields, code from docs where collection in (${marks}) and seq > ? order by seq limit ?`,
      )
      .all(...collections, after, limit) as {
      seq: number;
      collection: string;
      doc_id: string;
      fields: string;
      code: string | null;
    }[];
  }

  /**
   * Merges the staged documents into records (kept in the staging file, with
   * the media they use), reporting every problem as the in-memory mapping
   * (mapFirestore) does. A page of codes at a time.
   */
  plan(problems: Problems): Plan {
    const db = this.db;
    const skipped: Plan["skipped"] = { project: [], member: [], pastPresident: [] };
    const addRecord = db.prepare("insert into records (kind, data) values (?, ?) returning seq");
    const addMedium = db.prepare("insert into media (url, alt, state) values (?, ?, 'new') on conflict do nothing");
    const addUse = db.prepare("insert into media_uses (url, collection, doc_id) values (?, ?, ?)");
    const addRecordMedium = db.prepare("insert into record_media (record, url) values (?, ?)");
    const keep = (kind: StagedRecord["kind"], record: StagedRecord["record"], media: [string, string][]) => {
      const { seq } = addRecord.get(kind, JSON.stringify(record)) as { seq: number };
      for (const [url, alt] of media) {
        addMedium.run(url, alt);
        addUse.run(url, record.source.collection, record.source.id);
        addRecordMedium.run(seq, url);
      }
    };

    // Copies that cannot be grouped (no code at all), in the order the mapping reads them.
    const codeless = db
      .prepare("select collection, doc_id, fields from docs where code is null and ord is not null order by ord")
      .iterate() as IterableIterator<{ collection: string; doc_id: string; fields: string }>;
    const reported: SourceRef[] = [];
    for (const row of codeless) {
      const source = { collection: row.collection, id: row.doc_id };
      reportProjectCode(source, { id: row.doc_id, fields: JSON.parse(row.fields) }, problems);
      reported.push(source);
    }
    skipped.project.push(...reported);

    const groupPage = db.prepare("select code, ord from groups where ord > ? order by ord limit ?");
    const copiesOf = (codes: string[]) =>
      db
        .prepare(
          `select collection, doc_id, fields, code from docs where code in (${codes.map(() => "?").join(", ")}) order by ord`,
        )
        .all(...codes) as { collection: ProjectCollection; doc_id: string; fields: string; code: string }[];
    db.transaction(() => {
      let after = -1;
      for (;;) {
        const page = groupPage.all(after, planPage) as { code: string; ord: number }[];
        if (page.length === 0) break;
        after = (page.at(-1) as { ord: number }).ord;
        const byCode = new Map<string, ProjectCopy[]>(page.map((g) => [g.code, []]));
        for (const row of copiesOf(page.map((g) => g.code))) {
          const document: FirestoreDocument = { id: row.doc_id, fields: JSON.parse(row.fields) };
          reportProjectCode({ collection: row.collection, id: row.doc_id }, document, problems);
          byCode.get(row.code)?.push({ collection: row.collection, document, ...projectCollections[row.collection] });
        }
        for (const [code, copies] of byCode) {
          const project = mergeProject(code, copies, problems);
          const first = copies[0] as ProjectCopy;
          if (!project) {
            skipped.project.push({ collection: first.collection, id: first.document.id });
            continue;
          }
          const alt = project.texts.en.title ?? project.texts.ko.title ?? project.code;
          keep(
            "project",
            project,
            project.mediaUrls.map((url) => [url, alt]),
          );
        }
      }

      const members = new MemberReader(problems);
      for (let rows = this.documentsOf(["members"], 0, planPage); rows.length > 0; ) {
        for (const row of rows) {
          const member = members.read({ id: row.doc_id, fields: JSON.parse(row.fields) });
          if (member) keep("member", member, member.photoUrl ? [[member.photoUrl, member.name]] : []);
        }
        rows = this.documentsOf(["members"], (rows.at(-1) as { seq: number }).seq, planPage);
      }
      skipped.member.push(...members.skipped);

      const pastPresidents = new PastPresidentReader(problems);
      for (let rows = this.documentsOf(["past-presidents"], 0, planPage); rows.length > 0; ) {
        for (const row of rows) {
          const record = pastPresidents.read({ id: row.doc_id, fields: JSON.parse(row.fields) });
          if (record) keep("pastPresident", record, []);
        }
        rows = this.documentsOf(["past-presidents"], (rows.at(-1) as { seq: number }).seq, planPage);
      }
      skipped.pastPresident.push(...pastPresidents.skipped);
    })();

    const collections = db
      .prepare("select name, sum(documents) as documents from collections group by name order by min(part), min(ord)")
      .all() as { name: string; documents: number }[];
    const records = (db.prepare("select count(*) as n from records").get() as { n: number }).n;
    return {
      skipped,
      skippedCollections: collections
        .filter((c) => !mappedCollections.has(c.name))
        .map((c) => skippedCollection(c.name, c.documents)),
      records,
    };
  }

  /** The records after `after` (a record's seq), at most `limit`, with the addresses of the media they use. */
  records(after: number, limit: number): { seq: number; staged: StagedRecord; urls: string[] }[] {
    const rows = this.db
      .prepare("select seq, kind, data from records where seq > ? order by seq limit ?")
      .all(after, limit) as { seq: number; kind: StagedRecord["kind"]; data: string }[];
    if (rows.length === 0) return [];
    const media = this.db
      .prepare("select record, url from record_media where record between ? and ? order by rowid")
      .all((rows[0] as { seq: number }).seq, (rows.at(-1) as { seq: number }).seq) as { record: number; url: string }[];
    return rows.map((row) => ({
      seq: row.seq,
      staged: { kind: row.kind, record: JSON.parse(row.data) } as StagedRecord,
      urls: media.filter((m) => m.record === row.seq).map((m) => m.url),
    }));
  }

  /** The distinct media addresses after `after` (in address order), at most `limit`. */
  mediaPage(after: string, limit: number): StagedMedium[] {
    return (
      this.db
        .prepare("select url, alt, state, media_id from media where url > ? order by url limit ?")
        .all(after, limit) as {
        url: string;
        alt: string;
        state: StagedMedium["state"];
        media_id: number | null;
      }[]
    ).map((r) => ({ url: r.url, alt: r.alt, state: r.state, mediaId: r.media_id }));
  }

  media(urls: string[]): Map<string, StagedMedium> {
    if (urls.length === 0) return new Map();
    const rows = this.db
      .prepare(`select url, alt, state, media_id from media where url in (${urls.map(() => "?").join(", ")})`)
      .all(...urls) as { url: string; alt: string; state: StagedMedium["state"]; media_id: number | null }[];
    return new Map(rows.map((r) => [r.url, { url: r.url, alt: r.alt, state: r.state, mediaId: r.media_id }]));
  }

  setMedium(url: string, state: StagedMedium["state"], mediaId: number | null) {
    this.db.prepare("update media set state = ?, media_id = ? where url = ?").run(state, mediaId, url);
  }

  /** The documents that use an address (its problems are reported on each). */
  usesOf(url: string): SourceRef[] {
    return (
      this.db.prepare("select collection, doc_id from media_uses where url = ? order by rowid").all(url) as {
        collection: string;
        doc_id: string;
      }[]
    ).map((r) => ({ collection: r.collection, id: r.doc_id }));
  }

  count(state: StagedMedium["state"]): number {
    return (this.db.prepare("select count(*) as n from media where state = ?").get(state) as { n: number }).n;
  }
}

/** Streams an export file or folder into a new staging file; the caller closes it. */
export async function stageFirestoreExport(location: string): Promise<StagedExport> {
  const staged = StagedExport.create();
  try {
    await staged.stream(location);
    return staged;
  } catch (error) {
    staged.close();
    throw error;
  }
}
