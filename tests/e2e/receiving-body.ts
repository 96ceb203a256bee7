import { adminDb } from "./accounts";

/** The 80G registration the officials' specs give the demo club's receiving body. */
const registration = {
  registered_name: "Demo Rotary Charitable Trust",
  pan: "AAATD1234Q",
  urn: "AAATD1234QF20214",
  urn_issued_on: "2021-09-24",
  urn_valid_from: "2021-04-01",
  urn_valid_to: null,
  receipt_prefix: "DRCT/",
} as const;

/**
 * Gives the shared officials' server's receiving body its 80G registration,
 * writing only when something differs. Specs in other files run meanwhile, and
 * one of them saves the giving settings through the form: a write under it,
 * even of equal values, would be an edit by someone else, and the form would
 * rightly answer with the fields that changed instead of "saved".
 */
export function register80g() {
  const db = adminDb();
  try {
    db.pragma("busy_timeout = 10000");
    const row = db.prepare("select * from receiving_body where id = 1").get() as Record<string, unknown> | undefined;
    if (row && Object.entries(registration).every(([column, value]) => row[column] === value)) return;
    const columns = Object.keys(registration);
    db.prepare(
      `insert into receiving_body (id, ${columns.join(", ")}, updated_at) values (1, ${columns.map(() => "?").join(", ")}, ?)
       on conflict (id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(", ")}`,
    ).run(...Object.values(registration), new Date().toISOString());
  } finally {
    db.close();
  }
}
