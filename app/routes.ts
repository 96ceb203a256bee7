import { type RouteConfig, route } from "@react-router/dev/routes";
import { adminScreens } from "./admin-screens";

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
