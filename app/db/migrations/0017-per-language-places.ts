import { type Kysely, sql } from "kysely";

/**
 * An event's venue (name and address) and a project's location become texts
 * of each language, like a title (docs/decisions/0066-per-language-places.md):
 * columns of event_texts and project_texts. Each record's one value becomes
 * its English text (its English row is made if it had none; no other
 * language gets a row), and the old columns of events and projects are
 * dropped. What keeps whole rows or states as JSON (a project's versions and
 * waiting changes, the trash) is brought to the new shape too, so a restore
 * writes the rows this schema has. Frozen: nothing from the application.
 */
export const perLanguagePlaces = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("event_texts").addColumn("venue_name", "text").execute();
    await db.schema.alterTable("event_texts").addColumn("venue_address", "text").execute();
    await db.schema.alterTable("project_texts").addColumn("location", "text").execute();

    await sql`update event_texts set
        venue_name = (select nullif(e.venue_name, '') from events e where e.id = event_texts.event_id),
        venue_address = (select nullif(e.venue_address, '') from events e where e.id = event_texts.event_id)
      where locale = 'en'`.execute(db);
    await sql`insert into event_texts (event_id, locale, venue_name, venue_address)
      select e.id, 'en', nullif(e.venue_name, ''), nullif(e.venue_address, '') from events e
      where (e.venue_name <> '' or e.venue_address <> '')
        and not exists (select 1 from event_texts t where t.event_id = e.id and t.locale = 'en')`.execute(db);
    await sql`update project_texts set
        location = (select nullif(p.location, '') from projects p where p.id = project_texts.project_id)
      where locale = 'en'`.execute(db);
    await sql`insert into project_texts (project_id, locale, location)
      select p.id, 'en', p.location from projects p
      where p.location is not null and p.location <> ''
        and not exists (select 1 from project_texts t where t.project_id = p.id and t.locale = 'en')`.execute(db);

    // SQLite drops one column per statement.
    await db.schema.alterTable("events").dropColumn("venue_name").execute();
    await db.schema.alterTable("events").dropColumn("venue_address").execute();
    await db.schema.alterTable("projects").dropColumn("location").execute();

    const versions = await sql<{ id: number; data: string }>`select id, data from project_versions`.execute(db);
    for (const row of versions.rows) {
      const data = upgradedState(row.data);
      if (data !== null) await sql`update project_versions set data = ${data} where id = ${row.id}`.execute(db);
    }
    const pending = await sql<{
      project_id: number;
      data: string;
    }>`select project_id, data from project_pending`.execute(db);
    for (const row of pending.rows) {
      const data = upgradedState(row.data);
      if (data !== null)
        await sql`update project_pending set data = ${data} where project_id = ${row.project_id}`.execute(db);
    }
    const trash = await sql<{ id: number; data: string }>`select id, data from trash`.execute(db);
    for (const row of trash.rows) {
      const data = upgradedSnapshot(row.data);
      if (data !== null) await sql`update trash set data = ${data} where id = ${row.id}`.execute(db);
    }
  },
};

type Row = Record<string, unknown>;
type State = { location?: unknown; texts?: Record<string, Record<string, unknown> | undefined> };

const filled = (value: unknown) => typeof value === "string" && value !== "";

/**
 * A project's saved state (JSON) with its `location` moved into its English
 * texts; null when it had none to move (left as it is).
 */
export function upgradedState(json: string): string | null {
  let state: State;
  try {
    state = JSON.parse(json) as State;
  } catch {
    return null;
  }
  if (!state || typeof state !== "object" || !("location" in state)) return null;
  const { location, ...rest } = state;
  const texts = { ...rest.texts };
  const en = { ...texts.en };
  if (filled(location) && !filled(en.location)) en.location = location;
  texts.en = en;
  return JSON.stringify({ ...rest, texts });
}

/**
 * A trash item's rows (JSON: { tables: [{ table, rows }] }) in this schema's
 * shape: an event's venue and a project's location in its English text row
 * (made when it had none, right after its parent's table), and the states a
 * project's versions and waiting changes keep upgraded as above. Null: nothing
 * to change.
 */
export function upgradedSnapshot(json: string): string | null {
  let snapshot: { tables?: { table: string; rows: Row[] }[] };
  try {
    snapshot = JSON.parse(json) as typeof snapshot;
  } catch {
    return null;
  }
  if (!snapshot || !Array.isArray(snapshot.tables)) return null;
  let changed = false;
  const moves = [
    { parent: "events", texts: "event_texts", owner: "event_id", columns: ["venue_name", "venue_address"] },
    { parent: "projects", texts: "project_texts", owner: "project_id", columns: ["location"] },
  ];
  for (const move of moves) {
    const parentIndex = snapshot.tables.findIndex((t) => t.table === move.parent);
    const parent = snapshot.tables[parentIndex];
    if (!parent?.rows.some((row) => move.columns.some((column) => column in row))) continue;
    let texts = snapshot.tables.find((t) => t.table === move.texts);
    if (!texts) {
      texts = { table: move.texts, rows: [] };
      snapshot.tables.splice(parentIndex + 1, 0, texts);
    }
    for (const row of parent.rows) {
      const values = Object.fromEntries(
        move.columns.map((column) => [column, filled(row[column]) ? row[column] : null]),
      );
      for (const column of move.columns) delete row[column];
      const en = texts.rows.find((t) => t[move.owner] === row.id && t.locale === "en");
      if (en) Object.assign(en, values);
      else if (Object.values(values).some((v) => v !== null))
        texts.rows.push({ [move.owner]: row.id, locale: "en", ...values });
    }
    changed = true;
  }
  for (const table of snapshot.tables)
    if (table.table === "project_versions" || table.table === "project_pending")
      for (const row of table.rows) {
        const data = typeof row.data === "string" ? upgradedState(row.data) : null;
        if (data !== null) {
          row.data = data;
          changed = true;
        }
      }
  return changed ? JSON.stringify(snapshot) : null;
}
