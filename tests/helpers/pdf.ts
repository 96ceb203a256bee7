import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The text a real extractor (Poppler's pdftotext) reads from a PDF. */
export function pdfText(pdf: Buffer | Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pdf-")), "file.pdf");
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}
