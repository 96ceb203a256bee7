import { data, Form, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { ActionMessage } from "~/components/action-message";
import { AdminPage } from "~/components/admin-page";
import { now as contextNow } from "~/context";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { formatLongDate, formatMonthYear, formatOfficialTimeIn } from "~/i18n/format";
import { languageOf } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { indiaDate } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { sendAttendanceReport } from "~/models/attendance.server";
import { attendanceLine } from "~/routes/+shared/attendance-line";
import type { Route } from "./+types/attendance-report";
import { reportEmail, reportInReportLanguage, reportLines } from "./attendance-report.server";
import { monthParam, reportMonthParam } from "./attendance-words";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const today = indiaDate(contextNow(context));
  const month = reportMonthParam(new URL(request.url).searchParams, today);
  const { report, settings, clubName } = await reportInReportLanguage(context, month, official.locale);
  const copy = attendanceCopy[official.locale];
  const reportLocale = settings.reportLocale;
  return {
    copy,
    locale: official.locale,
    month,
    ended: month < today.slice(0, 7),
    title: fill(copy.reportScreen.title, { month: formatMonthYear(`${month}-01`, official.locale) }),
    // The district's fields in the official's language; the report itself goes in the club's chosen one.
    lines: reportLines(report, copy, official.locale, clubName),
    reportLanguage: { code: reportLocale, name: languageOf(reportLocale).nativeName },
    meetings: report.meetings,
    untaken: report.untaken.map((meeting) => ({ key: meeting.key, heldOn: meeting.heldOn })),
    sent: report.sent,
    districtEmail: settings.districtEmail,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = attendanceCopy[official.locale].reportScreen;
  const form = await readForm(request);
  if (form.get("intent") !== "send") throw data("Nothing to do here but send the report.", { status: 400 });
  const today = indiaDate(contextNow(context));
  const month = monthParam(String(form.get("month") ?? ""), today);
  if (month !== form.get("month")) throw data("Choose a month up to this one, as YYYY-MM.", { status: 400 });
  const { report, settings, locale, clubName, copy: reportCopy } = await reportInReportLanguage(context, month);
  if (!settings.districtEmail) return data({ ok: false, message: copy.noDistrictEmail }, { status: 409 });
  const mail = reportEmail(report, reportCopy, locale, clubName);
  await sendAttendanceReport(context.db, official.id, report, { to: settings.districtEmail, ...mail });
  context.mail?.nudge();
  return { ok: true, message: fill(copy.sentNow, { email: settings.districtEmail }) };
}

export default function AttendanceReportScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, month, ended, title, lines, reportLanguage, meetings, untaken, sent, districtEmail } =
    loaderData;
  const words = copy.reportScreen;
  const monthName = formatMonthYear(`${month}-01`, locale);
  return (
    <AdminPage title={title}>
      <p>
        <Link to={`/attendance?month=${month}`}>← {fill(copy.monthTitle, { month: monthName })}</Link>
      </p>
      <p>{words.intro}</p>
      <Form method="get" className="month-choice">
        <label htmlFor="report-month">{copy.chooseMonth}</label>
        <input id="report-month" name="month" type="month" defaultValue={month} key={month} required />
        <button type="submit" className="button">
          {copy.show}
        </button>
      </Form>
      {ended ? null : <p className="hint">{words.notEnded}</p>}
      <dl className="report-fields">
        {lines.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {untaken.length > 0 ? (
        <div className="notice" role="note">
          <p>{words.untaken}</p>
          <ul>
            {untaken.map((meeting) => (
              <li key={meeting.key}>
                <Link to={`/attendance/${meeting.key}`}>{formatLongDate(meeting.heldOn, locale)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h2>{words.meetings}</h2>
      <ul className="meeting-list">
        {meetings.map((meeting) => (
          <li key={meeting.meetingId}>
            <Link to={`/attendance/${meeting.meetingId}`} className="meeting-link">
              <span className="meeting-date">{formatLongDate(meeting.date, locale)}</span>
              <span className="meeting-figures">
                {attendanceLine(copy.presentOf, copy.nobodyExpected, meeting, locale)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="report-files">
        <a href={`/attendance/report.csv?month=${month}`} className="button" download>
          {words.csv}
        </a>{" "}
        <a href={`/attendance/report.pdf?month=${month}`} className="button" download>
          {words.pdf}
        </a>
      </p>
      <h2>{words.send}</h2>
      {sent ? <p>{fill(words.sent, { email: sent.to, date: formatOfficialTimeIn(sent.at, locale) })}</p> : null}
      <ActionMessage answer={actionData} />
      {districtEmail ? (
        <Form method="post">
          <p>{fill(words.sendTo, { email: districtEmail, language: reportLanguage.name })}</p>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="month" value={month} />
          <button type="submit" className="button primary">
            {fill(words.confirmSend, { month: monthName, email: districtEmail })}
          </button>
        </Form>
      ) : (
        <p>
          <Link to="/attendance/settings">{words.noDistrictEmail}</Link>
        </p>
      )}
    </AdminPage>
  );
}
