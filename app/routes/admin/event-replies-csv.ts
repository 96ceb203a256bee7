import { data } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { eventRepliesCopy } from "~/i18n/content/admin/event-replies";
import { csvRow, utf8Bom } from "~/lib/csv";
import { parseRecordId } from "~/lib/record-id";
import { listReplies } from "~/models/event-replies.server";
import type { Route } from "./+types/event-replies-csv";

/** /event-replies/:id/replies.csv: the event's replies for a spreadsheet, headings in the official's language. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const id = parseRecordId(params.id);
  if (id === null) throw data("There is no such event.", { status: 404 });
  const copy = eventRepliesCopy[official.locale];
  const h = copy.headings;
  const rows = (await listReplies(context.db, id)).map((reply) =>
    csvRow([
      reply.name,
      reply.email,
      reply.phone,
      reply.guests,
      reply.note,
      copy.statuses[reply.status],
      reply.member ? copy.member : copy.visitor,
      reply.repliedAt,
    ]),
  );
  const body =
    utf8Bom + csvRow([h.name, h.email, h.phone, h.guests, h.note, h.status, h.member, h.repliedAt]) + rows.join("");
  return new Response(body, {
    headers: {
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${id}-replies.csv"`,
    },
  });
}
