import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import {
  accountPages,
  adminScreens,
  attendanceReportFiles,
  backupDownloadPath,
  bulletinEmailPath,
  certificatePdfPath,
  eventRepliesCsvPath,
  form10bdPath,
  receiptPdfPath,
  signatureImagePath,
} from "./admin-screens";
import { localizePath } from "./i18n/locale";
import { languages } from "./i18n/locales";
import { publicPages } from "./public-pages";

/** Every public page in every language (the default one unprefixed), then the officials' screens. */

export default [
  ...languages.flatMap((language) =>
    publicPages.map((page) =>
      route(localizePath(page.path, language.code), page.file, { id: `${language.code}/${page.id}` }),
    ),
  ),
  // The calendar feeds and one event's .ics in every language (not pages: no navigation, no sitemap).
  ...languages.flatMap((language) => [
    route(localizePath("/events.ics", language.code), "routes/events-ics.ts", { id: `${language.code}/events.ics` }),
    route(localizePath("/event/:id/calendar.ics", language.code), "routes/event-ics.ts", {
      id: `${language.code}/event.ics`,
    }),
  ]),
  layout(
    "routes/admin/layout.tsx",
    adminScreens.map(([path, file]) => route(path, file, { id: `admin${path}` })),
  ),
  // The pages for officials who are not signed in, in every language (docs/decisions/0057).
  ...languages.flatMap((language) =>
    accountPages.map(([path, file]) => {
      const localized = localizePath(path, language.code);
      return route(localized, file, { id: `admin${localized}` });
    }),
  ),
  route("/inbox.csv", "routes/admin/inbox-csv.ts", { id: "admin/inbox.csv" }),
  route(eventRepliesCsvPath, "routes/admin/event-replies-csv.ts", { id: "admin/event-replies.csv" }),
  route(bulletinEmailPath, "routes/admin/bulletin-email.ts", { id: "admin/bulletin-email" }),
  route("/attendance/marks", "routes/admin/attendance-marks.ts", { id: "admin/attendance/marks" }),
  ...attendanceReportFiles.map((path) => route(path, "routes/admin/attendance-report-file.ts", { id: `admin${path}` })),
  route(form10bdPath, "routes/admin/gifts-10bd-csv.ts", { id: "admin/gifts/10bd.csv" }),
  route(receiptPdfPath, "routes/admin/gifts-receipt-pdf.ts", { id: "admin/gifts/receipts" }),
  route(certificatePdfPath, "routes/admin/gifts-certificate-pdf.ts", { id: "admin/gifts/certificates/file" }),
  route(signatureImagePath, "routes/admin/gifts-signature-png.ts", { id: "admin/gifts/settings/signature" }),
  route(backupDownloadPath, "routes/admin/backup-download.ts", { id: "admin/backup.tar.gz" }),
  route("/media-upload", "routes/media-upload.ts"),
  route("/login", "routes/login-alias.tsx"),
  route("/sitemap.xml", "routes/sitemap-xml.ts"),
  route("/robots.txt", "routes/robots-txt.ts"),
  // Made from the logo and the projects (docs/decisions/0034): previews, icons, the app manifest, feeds.
  route("/og/:lang/default.jpg", "routes/og-image.ts", { id: "og/default" }),
  route("/og/:lang/project/:file", "routes/og-image.ts", { id: "og/project" }),
  route("/favicon.ico", "routes/icon.ts", { id: "icon/favicon" }),
  route("/apple-touch-icon.png", "routes/icon.ts", { id: "icon/apple-touch" }),
  route("/icons/:file", "routes/icon.ts", { id: "icon/app" }),
  ...languages.flatMap((language) => [
    route(localizePath("/manifest.webmanifest", language.code), "routes/manifest.ts", {
      id: `${language.code}/manifest`,
    }),
    ...["/projects.rss", "/projects.atom", "/events.rss", "/events.atom", "/bulletin.rss", "/bulletin.atom"].map(
      (path) => route(localizePath(path, language.code), "routes/site-feed.ts", { id: `${language.code}${path}` }),
    ),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
