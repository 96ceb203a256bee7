/**
 * Officials' screens: the route table registers them, robots.txt keeps
 * crawlers out of them. React Router matches paths case-insensitively, so
 * the specification's /Project-Form and /project-form are one route.
 */
export const adminScreens: readonly (readonly [path: string, file: string])[] = [
  ["/dashboard", "routes/admin/dashboard.tsx"],
  ["/project-form", "routes/admin/project-form.tsx"],
  ["/delete-project", "routes/admin/delete-project.tsx"],
  ["/delete-signature-project", "routes/admin/delete-signature-project.tsx"],
  ["/add-member", "routes/admin/add-member.tsx"],
  ["/remove-member", "routes/admin/remove-member.tsx"],
  ["/members-table", "routes/admin/members-table.tsx"],
  ["/project-table", "routes/admin/project-table.tsx"],
  ["/project-history/:id", "routes/admin/project-history.tsx"],
  ["/event-form", "routes/admin/event-form.tsx"],
  ["/event-form/:id", "routes/admin/event-form.tsx"],
  ["/project-history/:id/:number", "routes/admin/project-version.tsx"],
  ["/add-past-president", "routes/admin/add-past-president.tsx"],
  ["/inbox", "routes/admin/inbox.tsx"],
  ["/inbox/:id", "routes/admin/inbox-message.tsx"],
  ["/activity", "routes/admin/activity.tsx"],
  ["/trash", "routes/admin/trash.tsx"],
  ["/club-profile", "routes/admin/club-profile.tsx"],
  ["/demo-content", "routes/admin/demo-content.tsx"],
  ["/officials", "routes/admin/officials.tsx"],
  ["/account", "routes/admin/account.tsx"],
  ["/handover", "routes/admin/handover.tsx"],
  ["/content", "routes/admin/content-pages.tsx"],
  ["/content/:document", "routes/admin/content-editor.tsx"],
  ["/content/:document/preview", "routes/admin/content-preview.tsx"],
  ["/content/:document/history", "routes/admin/content-history.tsx"],
  ["/content/:document/versions/:number", "routes/admin/content-version.tsx"],
];

/**
 * The screens only administrators may use (requireAdministrator): the
 * officials, the club profile and the activity log, which names every
 * official and what they did. Editors get 403 there and may use every other
 * screen (tests/e2e/admin-editor-refused.spec.ts checks both).
 */
export const administratorScreens: readonly string[] = [
  "/officials",
  "/club-profile",
  "/demo-content",
  "/activity",
  "/handover",
  "/backup.tar.gz",
];

/** The whole site as an archive (routes/admin/backup-download.ts): a download, not a page, so not in adminScreens. */
export const backupDownloadPath = "/backup.tar.gz";

// In a module of their own: the public pages' language links read them, and
// this module's officials' screens must not reach a visitor's browser.
export { accountPages, isAccountPage } from "./account-pages";

const screenPatterns = adminScreens.map(([path]) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}/?$`, "i"));

/** Whether a path is one of the officials' screens. */
export function isAdminScreen(pathname: string): boolean {
  return screenPatterns.some((pattern) => pattern.test(pathname));
}
