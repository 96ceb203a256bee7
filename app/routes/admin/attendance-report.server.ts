import PDFDocument from "pdfkit";
import type { AppLoadContext } from "react-router";
import { aboutDocument } from "~/content/fields";
import { type AttendanceCopy, attendanceCopy } from "~/i18n/content/admin/attendance";
import { formatLongDate, formatMonthYear, formatPercentage } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { csvRow, utf8Bom } from "~/lib/csv";
import { type AttendanceReport, attendanceReport, attendanceSettings } from "~/models/attendance.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { getPublished } from "~/models/content.server";
import { pdfBytes, registerFonts, scriptWriter } from "~/pdf-fonts.server";

/**
 * The report of a month with the words to write it in: the club's chosen
 * report language (what the district receives), or `reader`'s.
 */
export async function reportInReportLanguage(context: AppLoadContext, month: string, reader?: Locale) {
  const [report, settings, profile, about] = await Promise.all([
    attendanceReport(context.db, month),
    attendanceSettings(context.db),
    getClubProfile(context.db),
    getPublished(context.db, aboutDocument),
  ]);
  const locale = reader ?? settings.reportLocale;
  // Rotary International's number for the club, as the About page gives it (editable there).
  const clubId = about.data.values.clubId?.trim() ?? "";
  const clubName = clubNameIn(profile, locale);
  return {
    report,
    settings,
    locale,
    clubName: clubId ? `${clubName} (${clubId})` : clubName,
    copy: attendanceCopy[locale],
  };
}

/** The district's fields as label and value, in the order its form asks them. */
export function reportLines(report: AttendanceReport, copy: AttendanceCopy, locale: Locale, clubName: string) {
  const words = copy.reportScreen;
  return [
    [words.club, clubName],
    [words.month, formatMonthYear(`${report.month}-01`, locale)],
    [words.membersAtStart, String(report.membersAtStart)],
    [words.newMembers, String(report.newMembers)],
    [words.membersLeft, String(report.membersLeft)],
    [words.membersAtEnd, String(report.membersAtEnd)],
    [words.meetingsHeld, String(report.meetingsHeld)],
    [
      words.averagePercentage,
      report.averagePercentage === null ? words.none : formatPercentage(report.averagePercentage, locale),
    ],
    [words.fullAttendance, String(report.fullAttendance)],
  ] as const;
}

/** Each meeting as a line: its date, present of expected and percentage. */
function meetingLines(report: AttendanceReport, copy: AttendanceCopy, locale: Locale) {
  return report.meetings.map((meeting) => ({
    date: formatLongDate(meeting.date, locale),
    present: meeting.present,
    expected: meeting.expected,
    percentage: meeting.percentage === null ? copy.nobodyExpected : formatPercentage(meeting.percentage, locale),
  }));
}

/** "4 August 2026: 3 of 4 (75%)": each meeting as the PDF and the e-mail write it. */
function meetingSentences(report: AttendanceReport, copy: AttendanceCopy, locale: Locale) {
  return meetingLines(report, copy, locale).map((meeting) => `${meeting.date}: ${fill(copy.presentOf, meeting)}`);
}

/** "Attendance report, August 2026". */
const reportTitle = (report: AttendanceReport, copy: AttendanceCopy, locale: Locale) =>
  fill(copy.reportScreen.title, { month: formatMonthYear(`${report.month}-01`, locale) });

/** The report as CSV: the district's fields, a blank line, then one line per meeting. Spreadsheets read the BOM as UTF-8. */
export function reportCsv(report: AttendanceReport, copy: AttendanceCopy, locale: Locale, clubName: string): string {
  const lines = reportLines(report, copy, locale, clubName).map(([label, value]) => csvRow([label, value]));
  lines.push("\r\n");
  lines.push(csvRow([copy.date, copy.reportScreen.meetings, copy.attendance, "%"]));
  for (const meeting of meetingLines(report, copy, locale))
    lines.push(csvRow([meeting.date, meeting.present, meeting.expected, meeting.percentage]));
  // csvRow ends each line with CRLF.
  return `${utf8Bom}${lines.join("")}`;
}

/** The report as a one-page A4 PDF. */
export function reportPdf(report: AttendanceReport, copy: AttendanceCopy, locale: Locale, clubName: string) {
  const words = copy.reportScreen;
  const title = reportTitle(report, copy, locale);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    tagged: true,
    lang: { en: "en-IN", ko: "ko-KR", hi: "hi-IN" }[locale],
    displayTitle: true,
    info: { Title: `${title}: ${clubName}`, Author: clubName },
  });
  const done = pdfBytes(doc);
  const fonts = registerFonts(doc);
  const write = scriptWriter(doc, fonts);
  doc.fontSize(16);
  write(clubName, { font: fonts.bold });
  doc.fontSize(13);
  write(title);
  doc.moveDown(1);
  doc.fontSize(11);
  for (const [label, value] of reportLines(report, copy, locale, clubName).slice(1)) {
    write(`${label}: `, { continued: true });
    write(value, { font: fonts.bold });
  }
  doc.moveDown(1);
  doc.fontSize(12);
  write(words.meetings, { font: fonts.bold });
  doc.fontSize(10);
  for (const sentence of meetingSentences(report, copy, locale)) write(sentence);
  if (report.untaken.length > 0) {
    doc.moveDown(0.5);
    write(`${words.untaken} ${report.untaken.map((meeting) => formatLongDate(meeting.heldOn, locale)).join(", ")}`);
  }
  doc.end();
  return done;
}

/** The e-mail to the district: the same fields as text, in the report's language. */
export function reportEmail(report: AttendanceReport, copy: AttendanceCopy, locale: Locale, clubName: string) {
  const title = reportTitle(report, copy, locale);
  const lines = reportLines(report, copy, locale, clubName).map(([label, value]) => `${label}: ${value}`);
  const meetings = meetingSentences(report, copy, locale);
  return {
    subject: `${clubName}: ${title}`,
    body: [title, lines.join("\n"), `${copy.reportScreen.meetings}\n${meetings.join("\n")}`, clubName].join("\n\n"),
  };
}
