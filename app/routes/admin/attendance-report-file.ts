import { requireOfficial } from "~/auth/session.server";
import { now as contextNow } from "~/context";
import { indiaDate } from "~/lib/india-time";
import type { Route } from "./+types/attendance-report-file";
import { reportCsv, reportInReportLanguage, reportPdf } from "./attendance-report.server";
import { reportMonthParam } from "./attendance-words";

/** /attendance/report.csv and /attendance/report.pdf, with ?month=YYYY-MM (the month before this one by default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const url = new URL(request.url);
  const today = indiaDate(contextNow(context));
  const month = reportMonthParam(url.searchParams, today);
  const { report, locale, clubName, copy } = await reportInReportLanguage(context, month);
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  if (url.pathname.toLowerCase().endsWith(".pdf"))
    return new Response(new Uint8Array(await reportPdf(report, copy, locale, clubName)), {
      headers: {
        ...headers,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="attendance-${month}.pdf"`,
      },
    });
  return new Response(reportCsv(report, copy, locale, clubName), {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="attendance-${month}.csv"`,
    },
  });
}
