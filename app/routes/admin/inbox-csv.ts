import { requireOfficial } from "~/auth/session.server";
import { csvRow, utf8Bom } from "~/lib/csv";
import { parseFilters } from "~/lib/inbox-filters";
import { eachInboxEntry } from "~/models/inbox.server";
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

/** The inbox as CSV (same filters as the page), UTF-8 with a BOM so Excel reads Korean. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const filters = parseFilters(new URL(request.url).searchParams);
  const encoder = new TextEncoder();
  const entries = eachInboxEntry(context.db, filters);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(utf8Bom + csvRow(header)));
    },
    async pull(controller) {
      const next = await entries.next();
      if (next.done) {
        controller.close();
        return;
      }
      const e = next.value;
      controller.enqueue(
        encoder.encode(
          csvRow([
            e.id,
            kindLabel[e.kind],
            e.submittedAt,
            e.timeText,
            languageLabel[e.locale],
            e.name,
            e.age,
            e.phone,
            e.email,
            e.body,
            statusLabel[e.status],
            e.spamReason,
            deliveryLabel[e.delivery.state],
            e.delivery.lastError,
          ]),
        ),
      );
    },
  });
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
