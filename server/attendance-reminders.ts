import type { Db } from "../app/db/connect.server";
import { claimJobRun } from "../app/db/job-claims.server";
import { attendanceCopy } from "../app/i18n/content/admin/attendance";
import { formatMonthYear } from "../app/i18n/format";
import { fill } from "../app/i18n/types";
import { indiaDate } from "../app/lib/india-time";
import { log } from "../app/log.server";
import { queueReportReminders, reportDue, reportReminderRecipients } from "../app/models/attendance.server";

const hourMs = 60 * 60 * 1000;

/**
 * E-mails the secretary (or the administrators) that last month's attendance
 * report is due: on the first check after the month ends, and again from the
 * 10th if it is still not sent (the district wants it within 15 days). Each
 * reminder is a claimed run, so of several processes one sends it, once.
 */
export async function remindOfDueReport(db: Db, now: Date, publicUrl: string | undefined): Promise<number> {
  const today = indiaDate(now);
  const month = await reportDue(db, today);
  if (!month) return 0;
  const run = Number(today.slice(8, 10)) >= 10 ? `${month} second` : month;
  if (!(await claimJobRun(db, { job: "attendance-reminder", run, now }))) return 0;
  const recipients = await reportReminderRecipients(db, today);
  const path = `/attendance/report?month=${month}`;
  const link = publicUrl ? new URL(path, publicUrl).toString() : path;
  await queueReportReminders(
    db,
    recipients.map(({ email, locale }) => {
      const words = attendanceCopy[locale].reminder;
      const name = formatMonthYear(`${month}-01`, locale);
      return {
        to: email,
        subject: fill(words.mailSubject, { month: name }),
        body: fill(words.mailBody, { month: name, link }),
      };
    }),
  );
  return recipients.length;
}

/** Checks every hour without keeping the process alive; `nudge` wakes the mail worker. */
export function startAttendanceReminders(db: Db, publicUrl: string | undefined, nudge: () => void) {
  const run = () =>
    remindOfDueReport(db, new Date(), publicUrl)
      .then((sent) => {
        if (sent > 0) nudge();
      })
      .catch((error) => log.error("attendance reminder failed", { err: error }));
  void run();
  const timer = setInterval(run, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
