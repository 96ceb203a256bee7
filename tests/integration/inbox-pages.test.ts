import { describe, expect, it } from "vitest";
import type { InboxFilters } from "~/lib/inbox-filters";
import { countInbox, countInboxUpTo, listInbox } from "~/models/inbox.server";
import { migratedDatabase, testEngines } from "../helpers/engines";

/** The i-th visitor's message, sent at `submittedAt`. */
function message(i: number, submittedAt: string, status: "new" | "handled", kind: "join" | "contact" = "contact") {
  return {
    kind,
    locale: "en" as const,
    name: `Visitor ${i}`,
    email: `visitor-${i}@example.org`,
    phone: "",
    age: null,
    body: `Message ${i}`,
    submitted_at: submittedAt,
    status,
    spam_reason: null,
    client_ip: null,
  };
}

describe.each(testEngines)("the inbox's pages on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);

  it("a page in the older half, read from the oldest end, holds what reading from the newest end gives, newest first", async () => {
    const { db } = handle.database;
    // 23 messages; some share a time, so the order also rests on the id.
    const rows = Array.from({ length: 23 }, (_, i) =>
      message(
        i,
        `2026-11-${String(1 + Math.floor(i / 3)).padStart(2, "0")}T10:00:00.000Z`,
        i % 4 === 0 ? "handled" : "new",
        i % 2 ? "join" : "contact",
      ),
    );
    await db.insertInto("messages").values(rows).execute();
    const filterSets: InboxFilters[] = [
      { kind: "all", status: "all" },
      { kind: "all", status: "new" },
      { kind: "join", status: "all" },
    ];
    for (const filters of filterSets) {
      const total = await countInbox(db, filters);
      const newestFirst = (await listInbox(db, filters, { limit: total + 1, offset: 0 })).map((entry) => entry.id);
      expect(newestFirst).toHaveLength(total);
      for (const limit of [1, 4, 5]) {
        // Every page, and the first past the end (none).
        for (let offset = 0; offset <= total + limit; offset += limit) {
          const page = await listInbox(db, filters, { limit, offset, total });
          expect(
            page.map((entry) => entry.id),
            `${JSON.stringify(filters)}, ${limit} from ${offset}`,
          ).toEqual(newestFirst.slice(offset, offset + limit));
        }
      }
    }
  });

  it("the officials' menu counts new messages only up to its cap, and only new ones", async () => {
    const { db } = handle.database;
    await db.deleteFrom("messages").execute();
    await db
      .insertInto("messages")
      .values(
        Array.from({ length: 30 }, (_, i) =>
          message(i, `2026-10-01T10:00:${String(i).padStart(2, "0")}.000Z`, i < 12 ? "new" : "handled"),
        ),
      )
      .execute();
    const unread = { kind: "all", status: "new" } as const;
    expect(await countInboxUpTo(db, unread, 100)).toBe(12);
    expect(await countInboxUpTo(db, unread, 12)).toBe(12);
    expect(await countInboxUpTo(db, unread, 5)).toBe(5);
    expect(await countInboxUpTo(db, { kind: "all", status: "all" }, 100)).toBe(30);
    expect(await countInbox(db, unread)).toBe(12);
  });
});
