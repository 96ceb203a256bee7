import { requireOfficial } from "~/auth/session.server";
import { giftsCopy } from "~/i18n/content/admin/gifts";
import { form10bdCsvChunks, form10bdRows } from "~/lib/form-10bd";
import { financialYearDates } from "~/lib/indian-tax";
import { utf8Stream } from "~/lib/utf8-stream.server";
import { giftsForForm10bd } from "~/models/certificates.server";
import { getReceivingBody } from "~/models/receiving-body.server";
import type { Route } from "./+types/gifts-10bd-csv";

/**
 * Form 10BD's Part B for a financial year (?year=2026-27) as the tax portal's
 * utility takes it: received gifts, one row per donor, donation type and mode.
 * Gifts whose donor gave no PAN or Aadhaar cannot be reported: the gifts
 * screen lists them before this file is made.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const words = giftsCopy[official.locale].downloads;
  const year = new URL(request.url).searchParams.get("year") ?? "";
  if (!financialYearDates(year)) return refusal(words.chooseYear, 400);
  const body = await getReceivingBody(context.db);
  if (!body.urn) return refusal(words.needsUrn, 409);
  const { rows } = form10bdRows(await giftsForForm10bd(context.db, context.engine, year));
  const registration = { sectionCode: body.sectionCode, urn: body.urn, urnDate: body.urnIssuedOn ?? "" };
  return new Response(utf8Stream(form10bdCsvChunks(rows, registration)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="form-10bd-${year}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function refusal(text: string, status: number) {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
