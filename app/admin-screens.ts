/**
 * Officials' screens: the route table registers them, robots.txt keeps
 * crawlers out of them. React Router matches paths case-insensitively, so
 * the specification's /Project-Form and /project-form are one route.
 */
export const adminScreens: readonly (readonly [path: string, file: string])[] = [
  ["/project-form", "routes/admin/project-form.tsx"],
  ["/delete-project", "routes/admin/delete-project.tsx"],
  ["/delete-signature-project", "routes/admin/delete-signature-project.tsx"],
  ["/add-member", "routes/admin/add-member.tsx"],
  ["/remove-member", "routes/admin/remove-member.tsx"],
  ["/members-table", "routes/admin/members-table.tsx"],
  ["/project-table", "routes/admin/project-table.tsx"],
  ["/add-past-president", "routes/admin/add-past-president.tsx"],
  ["/inbox", "routes/admin/inbox.tsx"],
  ["/inbox/:id", "routes/admin/inbox-message.tsx"],
  ["/activity", "routes/admin/activity.tsx"],
  ["/club-profile", "routes/admin/club-profile.tsx"],
];
