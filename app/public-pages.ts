/**
 * The one list of public pages: each is served in every language of
 * app/i18n/locales.ts. The route table, navigation, counterpart links,
 * sitemap and HTML cache derive from it. Relative imports only (read by app/routes.ts).
 */
/** A link of the main navigation; each catalogue's `nav` names it (app/i18n/en.ts). */
export type NavLink =
  | "home"
  | "about"
  | "members"
  | "donate"
  | "projects"
  | "events"
  | "signatureProjects"
  | "join"
  | "contact"
  | "signIn";

export interface PublicPage {
  /** In the default language's form; the other languages add their prefix. */
  path: string;
  file: string;
  /** Route id suffix: the route of `path` in locale L is `L/id`. */
  id: string;
  /** Its link in the main navigation, in this order. */
  nav?: NavLink;
  /** Null: not listed in the sitemap (sign-in). Pages with a :param list one entry per row. */
  sitemapPriority: number | null;
  /** Differs for each visitor (a signed form timestamp): never served from the HTML cache. */
  perVisitor?: boolean;
}

export const publicPages: readonly PublicPage[] = [
  { path: "/", file: "routes/home.tsx", id: "home", nav: "home", sitemapPriority: 1 },
  { path: "/about", file: "routes/about.tsx", id: "about", nav: "about", sitemapPriority: 0.8 },
  { path: "/members", file: "routes/members.tsx", id: "members", nav: "members", sitemapPriority: 0.6 },
  { path: "/donate", file: "routes/donate.tsx", id: "donate", nav: "donate", sitemapPriority: 0.8 },
  { path: "/projects", file: "routes/projects.tsx", id: "projects", nav: "projects", sitemapPriority: 0.8 },
  { path: "/events", file: "routes/events.tsx", id: "events", nav: "events", sitemapPriority: 0.7 },
  {
    path: "/signature-projects",
    file: "routes/projects.tsx",
    id: "signature-projects",
    nav: "signatureProjects",
    sitemapPriority: 0.8,
  },
  { path: "/join", file: "routes/join.tsx", id: "join", nav: "join", sitemapPriority: 0.7, perVisitor: true },
  {
    path: "/contact",
    file: "routes/contact.tsx",
    id: "contact",
    nav: "contact",
    sitemapPriority: 0.6,
    perVisitor: true,
  },
  {
    path: "/sign-in",
    file: "routes/sign-in.tsx",
    id: "sign-in",
    nav: "signIn",
    sitemapPriority: null,
    perVisitor: true,
  },
  // The bulletin's sign-up (issue 26): its form carries a signed time, like the contact form's.
  {
    path: "/newsletter",
    file: "routes/newsletter.tsx",
    id: "newsletter",
    sitemapPriority: 0.4,
    perVisitor: true,
  },
  // The bulletin's archive (issue 26): a signed-in member's view also holds members-only bulletins, never kept.
  { path: "/bulletin", file: "routes/bulletin-archive.tsx", id: "bulletin-archive", sitemapPriority: 0.5 },
  { path: "/project/:code", file: "routes/project.tsx", id: "project", sitemapPriority: 0.6 },
  { path: "/event/:id", file: "routes/event.tsx", id: "event", sitemapPriority: 0.5 },
  { path: "/bulletin/:id", file: "routes/bulletin.tsx", id: "bulletin", sitemapPriority: 0.4 },
];

function pattern(path: string) {
  const source = path.replace(/:[^/]+/g, "[^/]+");
  return new RegExp(`^${source}$`, "i");
}

const patterns = publicPages.map((page) => pattern(page.path));

/** Whether a default-language path is a public page (so it exists in every language). */
export function isPublicPage(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return patterns.some((re) => re.test(trimmed));
}
