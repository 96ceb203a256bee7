import fs from "node:fs";

/**
 * The fonts our PDFs embed (subset) from Debian's Noto packages
 * (fonts-noto-core, fonts-noto-cjk), and a way to write a piece of text in
 * the font its script needs. Devanagari is shaped by fontkit, which puts a
 * short i's glyph before its consonant; each Hindi or Korean run is therefore
 * marked with its text as ActualText, so a reader that extracts or copies the
 * text gets "दिया", not the glyph order. Without a font its script is left out
 * of the choice (the caller decides what to print instead).
 */
export const fontFiles = {
  latin: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
  latinBold: "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
  hi: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
  ko: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
} as const;
/** The face of the collection above that is drawn for Korean. */
const koreanFace = "NotoSansCJKkr-Regular";

const available = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

export interface PdfFonts {
  /** The font names to pass to doc.font(). */
  latin: string;
  bold: string;
  hi: boolean;
  ko: boolean;
}

interface Document {
  registerFont(name: string, file: string, family?: string): unknown;
  font(name: string): Document;
  markContent(tag: string, options: { actual: string; lang: string }): unknown;
  endMarkedContent(): unknown;
  text(text: string, options?: { continued?: boolean; align?: "center" | "right" }): Document;
}

/** Registers the fonts this machine has; Helvetica stands in for a missing Noto Sans. */
export function registerFonts(doc: Document): PdfFonts {
  const has = (file: string) => available(file);
  if (has(fontFiles.latin)) doc.registerFont("latin", fontFiles.latin);
  if (has(fontFiles.latinBold)) doc.registerFont("latinBold", fontFiles.latinBold);
  const hi = has(fontFiles.hi);
  const ko = has(fontFiles.ko);
  if (hi) doc.registerFont("hi", fontFiles.hi);
  if (ko) doc.registerFont("ko", fontFiles.ko, koreanFace);
  return {
    latin: has(fontFiles.latin) ? "latin" : "Helvetica",
    bold: has(fontFiles.latinBold) ? "latinBold" : "Helvetica-Bold",
    hi,
    ko,
  };
}

/** Text in the font its script needs (a name or an address may be in Hindi or Korean), marked for extraction. */
export function scriptWriter(doc: Document, fonts: PdfFonts) {
  return (text: string, options: { continued?: boolean; font?: string; align?: "center" | "right" } = {}) => {
    const layout = { continued: options.continued, align: options.align };
    const script =
      /[\u0900-\u097F]/.test(text) && fonts.hi
        ? "hi"
        : /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/.test(text) && fonts.ko
          ? "ko"
          : null;
    if (!script) {
      doc.font(options.font ?? fonts.latin).text(text, layout);
      return;
    }
    doc.font(script);
    doc.markContent("Span", { actual: text, lang: script === "hi" ? "hi-IN" : "ko-KR" });
    doc.text(text, layout);
    doc.endMarkedContent();
  };
}

/** The bytes of a PDF document once it is ended: listen before writing to it. */
export function pdfBytes(doc: {
  on(event: "data", listener: (chunk: Buffer) => void): unknown;
  on(event: "end", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
