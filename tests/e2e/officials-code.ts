import fs from "node:fs";
import path from "node:path";

/**
 * The modules only officials use: every officials' screen, and the
 * components and styles those screens and the officials' menu are built
 * from. Vite names a chunk after its first module, so a chunk of these
 * reaching an anonymous visitor shows in its file name.
 */
export const officialsModules = new Set([
  ...fs
    .readdirSync(path.join(import.meta.dirname, "../../app/routes/admin"))
    .map((file) => file.replace(/\.tsx?$/, "")),
  "admin",
  "admin-screens",
  "admin-page",
  "audit-record",
  "content-fields",
  "delete-by-id-form",
  "draft-autosave",
  "language-texts",
  "media-input",
  "member-form",
  "member-texts",
  "official-form",
  "officials-menu",
  "page-notice",
  "past-president-dialogs",
  "project-fields",
  "record-table",
  "unsaved-changes",
  "url-dialog",
  "version-diff",
]);

/** A built asset's module name: `/assets/official-form-KND6uo3H.js` is `official-form`. */
export function chunkName(url: string) {
  return (new URL(url, "http://x").pathname.split("/").pop() ?? "").replace(/-[\w-]{8}\.(js|css)$/, "");
}
