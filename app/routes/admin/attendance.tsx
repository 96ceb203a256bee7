import { Form, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { now as contextNow } from "~/context";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { formatLongDate, formatMonthYear } from "~/i18n/format";
import { fill } from "~/i18n/types";
import { shiftMonth } from "~/lib/attendance-figures";
import { indiaDate } from "~/lib/india-time";
import { listMakeUps, meetingsOfMonth } from "~/models/attendance.server";
import { attendanceLine } from "~/routes/+shared/attendance-line";
import type { Route } from "./+types/attendance";
import { monthParam } from "./attendance-words";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** The meetings of a month (this one unless ?month=YYYY-MM) with each register's figures. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const today = indiaDate(contextNow(context));
  const month = monthParam(new URL(request.url).searchParams.get("month"), today);
  const [meetings, waiting] = await Promise.all([
    meetingsOfMonth(context.db, month, official.locale),
    listMakeUps(context.db, { status: "pending" }),
  ]);
  return {
    copy: attendanceCopy[official.locale],
    locale: official.locale,
    month,
    today,
    waiting: waiting.length,
    meetings: meetings.map((meeting) => ({
      key: meeting.key,
      heldOn: meeting.heldOn,
      title: meeting.title,
      taken: meeting.taken,
      figures: meeting.figures,
    })),
  };
}

export default function Attendance({ loaderData }: Route.ComponentProps) {
  const { copy, locale, month, today, meetings, waiting } = loaderData;
  const monthName = formatMonthYear(`${month}-01`, locale);
  return (
    <AdminPage title={copy.title}>
      <p>
        <Link to="/attendance/today" className="button primary">
          {copy.takeRegister}
        </Link>
      </p>
      <ul className="attendance-links">
        <li>
          <Link to={`/attendance/report?month=${month}`}>{copy.report}</Link>
        </li>
        <li>
          <Link to="/attendance/make-ups">
            {waiting > 0 ? fill(copy.makeUpsWaiting, { count: waiting }) : copy.makeUps}
          </Link>
        </li>
        <li>
          <Link to="/attendance/leaves">{copy.leaves}</Link>
        </li>
        <li>
          <Link to="/attendance/settings">{copy.settings}</Link>
        </li>
      </ul>
      <h2>{fill(copy.monthTitle, { month: monthName })}</h2>
      <Form method="get" className="month-choice">
        <label htmlFor="attendance-month">{copy.chooseMonth}</label>
        <input id="attendance-month" name="month" type="month" defaultValue={month} key={month} required />
        <button type="submit" className="button">
          {copy.show}
        </button>
      </Form>
      <p className="month-steps">
        <Link to={`?month=${shiftMonth(month, -1)}`}>← {copy.previousMonth}</Link>{" "}
        {month < today.slice(0, 7) ? <Link to={`?month=${shiftMonth(month, 1)}`}>{copy.nextMonth} →</Link> : null}
      </p>
      {meetings.length === 0 ? (
        <p>{copy.noMeetings}</p>
      ) : (
        <ul className="meeting-list">
          {meetings.map((meeting) => (
            <li key={meeting.key}>
              <Link to={`/attendance/${meeting.key}`} className="meeting-link">
                <span className="meeting-date">
                  {formatLongDate(meeting.heldOn, locale)}
                  {meeting.heldOn === today ? ` · ${copy.today}` : ""}
                </span>
                <span className="meeting-title">{meeting.title}</span>
                <span className="meeting-figures">
                  {meeting.heldOn > today
                    ? null
                    : meeting.figures
                      ? attendanceLine(copy.presentOf, copy.nobodyExpected, meeting.figures, locale)
                      : meeting.taken
                        ? copy.nobodyExpected
                        : copy.notTaken}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
