import { type RouteConfig, route } from "@react-router/dev/routes";

/** Public screens: each is served in English and, under /korean, in Korean. */
const publicScreens: [path: string, file: string, name: string][] = [
  ["/", "routes/home.tsx", "home"],
  ["/about", "routes/about.tsx", "about"],
  ["/donate", "routes/donate.tsx", "donate"],
  ["/projects", "routes/projects.tsx", "projects"],
  ["/signature-projects", "routes/projects.tsx", "signature-projects"],
  ["/join", "routes/join.tsx", "join"],
  ["/contact", "routes/contact.tsx", "contact"],
  ["/project/:code", "routes/project.tsx", "project"],
  ["/members", "routes/members.tsx", "members"],
  ["/sign-in", "routes/sign-in.tsx", "sign-in"],
];

/**
 * Officials' screens. React Router matches paths case-insensitively, so the
 * specification's /Project-Form and /project-form are one route.
 */
const adminScreens: [path: string, file: string][] = [
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

export default [
  ...publicScreens.map(([path, file, name]) => route(path, file, { id: `en/${name}` })),
  ...publicScreens.map(([path, file, name]) =>
    route(path === "/" ? "/korean" : `/korean${path}`, file, { id: `ko/${name}` }),
  ),
  ...adminScreens.map(([path, file]) => route(path, file, { id: `admin${path}` })),
  route("/inbox.csv", "routes/admin/inbox-csv.ts", { id: "admin/inbox.csv" }),
  route("/media-upload", "routes/media-upload.ts"),
  route("/login", "routes/login-alias.tsx"),
  route("/sitemap.xml", "routes/sitemap-xml.ts"),
  route("/robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
