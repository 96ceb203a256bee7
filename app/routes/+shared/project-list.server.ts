import type { AppLoadContext } from "react-router";
import { getOfficial } from "~/auth/session.server";
import type { OfficialLinks, ProjectListContent } from "~/components/project-list";
import { projectsContent } from "~/i18n/content/projects";
import { localizePath } from "~/i18n/locale";
import { requestLocale } from "~/i18n/page.server";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { listProjects } from "~/models/projects.server";

/** Cards per page: a long history (10,000 projects) stays as fast as a short one. */
export const projectsPerPage = 24;

const listPaths = { all: "/projects", signature: "/signature-projects" } as const;

/**
 * The loader of both project lists. `?page=N` picks the page; a value that is
 * not a page number goes back to the first page, a page past the last is a 404.
 */
export async function loadProjectList(request: Request, context: AppLoadContext, kind: "all" | "signature") {
  const locale = requestLocale(request);
  const pathname = localizePath(listPaths[kind], locale);
  const page = requestedPage(request);
  const result = await listProjects(context.db, {
    locale,
    signatureOnly: kind === "signature",
    page,
    pageSize: projectsPerPage,
  });
  const pages = pageCount(result.total, result.pageSize);
  assertPageExists(page, pages);
  const copy = projectsContent[locale];
  const content: ProjectListContent = {
    ...copy.lists[kind],
    untitled: copy.untitled,
    pagination: copy.pagination,
  };
  const official = await getOfficial(request, context);
  return {
    content,
    pageTitle: copy.pageTitle,
    projects: result.projects,
    pathname,
    page,
    pages,
    officialLinks: official ? officialLinks(kind, copy.official) : null,
  };
}

/** The officials' links above a list (SPEC 2.9, 2.10): built only for a signed-in official, never sent to visitors. */
function officialLinks(kind: "all" | "signature", labels: (typeof projectsContent)["en"]["official"]): OfficialLinks {
  const links =
    kind === "all"
      ? [
          { href: "/project-table", label: labels.editProjects },
          { href: "/project-form", label: labels.addProject },
          { href: "/delete-project", label: labels.removeProject },
        ]
      : [{ href: "/delete-signature-project", label: labels.removeSignature }];
  return { label: labels.label, links };
}
