import { type OfficialRole, roleAllows } from "./lib/role-labels";

/**
 * Officials' screens and the role each needs ("editor": any official). The
 * route table registers them, robots.txt keeps crawlers out of them, and
 * requireOfficial, the officials' menu and the dashboard read the role from
 * here alone. React Router matches paths case-insensitively, so the
 * specification's /Project-Form and /project-form are one route.
 */
export const adminScreens: readonly (readonly [path: string, file: string, role: OfficialRole])[] = [
  ["/dashboard", "routes/admin/dashboard.tsx", "editor"],
  ["/project-form", "routes/admin/project-form.tsx", "editor"],
  ["/delete-project", "routes/admin/delete-project.tsx", "editor"],
  ["/delete-signature-project", "routes/admin/delete-signature-project.tsx", "editor"],
  ["/add-member", "routes/admin/add-member.tsx", "editor"],
  ["/remove-member", "routes/admin/remove-member.tsx", "editor"],
  ["/members-table", "routes/admin/members-table.tsx", "editor"],
  ["/members-invite", "routes/admin/members-invite.tsx", "editor"],
  ["/project-table", "routes/admin/project-table.tsx", "editor"],
  ["/project-history/:id", "routes/admin/history.tsx", "editor"],
  ["/event-form", "routes/admin/event-form.tsx", "editor"],
  ["/event-form/:id", "routes/admin/event-form.tsx", "editor"],
  ["/event-replies/:id", "routes/admin/event-replies.tsx", "editor"],
  ["/bulletins", "routes/admin/bulletins.tsx", "editor"],
  ["/bulletin-form", "routes/admin/bulletin-form.tsx", "editor"],
  ["/bulletin-form/:id", "routes/admin/bulletin-form.tsx", "editor"],
  ["/bulletin-form/:id/preview", "routes/admin/bulletin-preview.tsx", "editor"],
  ["/bulletin-history/:bulletin", "routes/admin/history.tsx", "editor"],
  ["/bulletin-history/:bulletin/:number", "routes/admin/version.tsx", "editor"],
  ["/project-history/:id/:number", "routes/admin/version.tsx", "editor"],
  ["/add-past-president", "routes/admin/add-past-president.tsx", "editor"],
  ["/inbox", "routes/admin/inbox.tsx", "editor"],
  ["/inbox/:id", "routes/admin/inbox-message.tsx", "editor"],
  ["/activity", "routes/admin/activity.tsx", "administrator"],
  ["/trash", "routes/admin/trash.tsx", "editor"],
  ["/club-profile", "routes/admin/club-profile.tsx", "administrator"],
  ["/demo-content", "routes/admin/demo-content.tsx", "administrator"],
  ["/officials", "routes/admin/officials.tsx", "administrator"],
  ["/account", "routes/admin/account.tsx", "editor"],
  ["/handover", "routes/admin/handover.tsx", "administrator"],
  ["/content", "routes/admin/content-pages.tsx", "editor"],
  ["/content/:document", "routes/admin/content-editor.tsx", "editor"],
  ["/content/:document/preview", "routes/admin/content-preview.tsx", "editor"],
  ["/content/:document/history", "routes/admin/history.tsx", "editor"],
  ["/content/:document/versions/:number", "routes/admin/version.tsx", "editor"],
  ["/gifts", "routes/admin/gifts.tsx", "treasurer"],
  ["/gifts/match", "routes/admin/gifts-match.tsx", "treasurer"],
  ["/gifts/settings", "routes/admin/gifts-settings.tsx", "treasurer"],
  ["/gifts/certificates", "routes/admin/gifts-certificates.tsx", "treasurer"],
  ["/attendance", "routes/admin/attendance.tsx", "editor"],
  ["/attendance/make-ups", "routes/admin/attendance-make-ups.tsx", "editor"],
  ["/attendance/leaves", "routes/admin/attendance-leaves.tsx", "editor"],
  ["/attendance/settings", "routes/admin/attendance-settings.tsx", "editor"],
  ["/attendance/report", "routes/admin/attendance-report.tsx", "editor"],
  ["/attendance/:meeting", "routes/admin/attendance-register.tsx", "editor"],
];

/** The whole site as an archive (routes/admin/backup-download.ts): a download, not a page, so not in adminScreens. */
export const backupDownloadPath = "/backup.tar.gz";

/** Form 10BD's rows for the tax portal (routes/admin/gifts-10bd-csv.ts), with ?year=2026-27. */
export const form10bdPath = "/gifts/10bd.csv";

/** The signature image receipts carry (routes/admin/gifts-signature-png.ts). */
export const signatureImagePath = "/gifts/settings/signature.png";

/** A donor's uploaded Form 10BE (routes/admin/gifts-certificate-pdf.ts). */
export const certificatePdfPath = "/gifts/certificates/:id";

/** An issued 80G receipt's PDF (routes/admin/gifts-receipt-pdf.ts). */
export const receiptPdfPath = "/gifts/receipts/:id";

/** The monthly attendance report as CSV and PDF (routes/admin/attendance-report-file.ts), with ?month=YYYY-MM. */
export const attendanceReportFiles = ["/attendance/report.csv", "/attendance/report.pdf"] as const;

/** An event's replies as CSV (routes/admin/event-replies-csv.ts). */
export const eventRepliesCsvPath = "/event-replies/:id/replies.csv";

/** A bulletin as the e-mail it would be (routes/admin/bulletin-email.ts), framed by its preview screen. */
export const bulletinEmailPath = "/bulletin-form/:id/email";

/** The officials' downloads (files, not pages) and the role each needs. */
export const adminDownloads: readonly (readonly [path: string, role: OfficialRole])[] = [
  [backupDownloadPath, "administrator"],
  [form10bdPath, "treasurer"],
  [receiptPdfPath, "treasurer"],
  [certificatePdfPath, "treasurer"],
  [signatureImagePath, "treasurer"],
  ["/inbox.csv", "editor"],
  [eventRepliesCsvPath, "editor"],
  [bulletinEmailPath, "editor"],
  ...attendanceReportFiles.map((path) => [path, "editor"] as const),
];

/**
 * The screens only administrators may use: the officials, the club profile,
 * the handover, the demo content and the activity log (which names every
 * official and what they did), and the backup, which holds every password
 * hash. requireOfficial refuses editors there with a 403, and the officials'
 * menu and the dashboard leave them out (tests/e2e/admin-editor-refused.spec.ts).
 */
export const administratorScreens: readonly string[] = [
  ...adminScreens.filter(([, , role]) => role === "administrator").map(([path]) => path),
  ...adminDownloads.filter(([, role]) => role === "administrator").map(([path]) => path),
];

// In a module of their own: the public pages' language links read them, and
// this module's officials' screens must not reach a visitor's browser.
export { accountPages, isAccountPage } from "./account-pages";

const screenPattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}/?$`, "i");
const screenPatterns = adminScreens.map(([path]) => screenPattern(path));
const screenRoles = [
  ...adminScreens.map(([path, , role]) => [screenPattern(path), role] as const),
  ...adminDownloads.map(([path, role]) => [screenPattern(path.replaceAll(".", "\\.")), role] as const),
];

/** Whether a path is one of the officials' screens. */
export function isAdminScreen(pathname: string): boolean {
  return screenPatterns.some((pattern) => pattern.test(pathname));
}

/** The role a path needs: the one its screen or download names above, any official's elsewhere. */
export function roleNeededFor(pathname: string): OfficialRole {
  return screenRoles.find(([pattern]) => pattern.test(pathname))?.[1] ?? "editor";
}

/** Whether an official with `role` may open `href`: the menus and the dashboard list only those. */
export function mayOpen(role: OfficialRole, href: string): boolean {
  return roleAllows(role, roleNeededFor(href));
}
