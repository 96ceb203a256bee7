import PDFDocument from "pdfkit";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import type { DirectoryEntry } from "~/models/member-profiles.server";
import { pdfBytes, registerFonts, scriptWriter } from "~/pdf-fonts.server";

interface DirectoryWords {
  title: string;
  count: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  birthday: string;
  anniversary: string;
  spouse: string;
  committees: string;
  phf: string;
  rotaryId: string;
}

/**
 * The printable members' directory: every member with what the one asking
 * may see (the same entries as the page), in the page's language, A4.
 */
export function directoryPdf(
  entries: DirectoryEntry[],
  input: { clubName: string; locale: Locale; words: DirectoryWords; dayAndMonth: (monthDay: string) => string },
): Promise<Buffer> {
  const { words } = input;
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    tagged: true,
    lang: { en: "en-IN", ko: "ko-KR", hi: "hi-IN" }[input.locale],
    displayTitle: true,
    info: { Title: `${words.title}: ${input.clubName}`, Author: input.clubName },
  });
  const done = pdfBytes(doc);
  const fonts = registerFonts(doc);
  const write = scriptWriter(doc, fonts);

  doc.fontSize(16);
  write(input.clubName, { font: fonts.bold });
  doc.fontSize(12);
  write(`${words.title} · ${fill(words.count, { count: entries.length })}`);
  doc.moveDown(1);
  for (const entry of entries) {
    doc.fontSize(12);
    write(entry.name, { font: fonts.bold });
    doc.fontSize(10);
    const details: [string, string | undefined][] = [
      ["", entry.classification || undefined],
      [words.rotaryId, entry.rotaryId || undefined],
      [words.phf, entry.phfLevel || undefined],
      [words.phone, entry.phone],
      [words.whatsapp, entry.whatsapp],
      [words.email, entry.email],
      [words.address, entry.address?.replace(/\s*\n\s*/g, ", ")],
      [words.birthday, entry.birthday ? input.dayAndMonth(entry.birthday) : undefined],
      [words.spouse, entry.spouseName],
      [words.anniversary, entry.anniversary ? input.dayAndMonth(entry.anniversary) : undefined],
      [words.committees, entry.committees || undefined],
    ];
    for (const [label, value] of details) {
      if (!value) continue;
      if (label) write(`${label}: `, { continued: true });
      write(value);
    }
    doc.moveDown(0.8);
  }
  doc.end();
  return done;
}
