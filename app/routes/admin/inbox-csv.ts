import { requireOfficial } from "~/auth/session.server";
import { csvRow, utf8Bom } from "~/lib/csv";
import { parseFilters } from "~/lib/inbox-filters";
import { utf8Stream } from "~/lib/utf8-stream.server";
import { type InboxEntry, inboxBatches } from "~/models/inbox.server";
import type { Route } from "./+types/inbox-csv";
import { deliveryLabel, kindLabel, languageLabel, statusLabel } from "./inbox-labels";

const header = [
  "ID",
  "Kind",
  "Received (UTC)",
  "Time (as the visitor saw it)",
  "Language",
  "Name",
  "Age",
  "Phone",
  "E-mail",
  "Message",
  "Status",
  "Spam reason",
  "E-mail to officials",
  "Last error",
];

/** One CSV line per message. */
function line(e: InboxEntry): string {
  return csvRow([
    e.id,
    kindLabel[e.kind],
    e.submittedAt,
    e.timeText,
    languageLabel(e.locale),
    e.name,
    e.age,
    e.phone,
    e.email,
    e.body,
    statusLabel[e.status],
    e.spamReason,
    deliveryLabel[e.delivery.state],
    e.delivery.lastError,
  ]);
}

/**
 * The inbox as CSV (same filters as the page), UTF-8 with a BOM so Excel reads
 * every script. Streamed a batch of rows (one query, one write) at a time, so a long
 * inbox neither sits in memory nor costs a write per row.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const filters = parseFilters(new URL(request.url).searchParams);
  const batches = inboxBatches(context.db, filters);
  async function* lines() {
    yield utf8Bom + csvRow(header);
    for await (const batch of batches) yield batch.map(line).join("");
  }
  const body = utf8Stream(lines());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
