import { Link } from "react-router";
import type { ProjectsContent } from "~/i18n/content/projects";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-root-data";
import type { ProjectCard as ProjectCardData } from "~/models/projects.server";
import { Pagination, type PaginationLabels } from "./pagination";
import { ProjectCard } from "./project-card";

export type ProjectListContent = ProjectsContent["lists"]["all"] & {
  untitled: string;
  pagination: PaginationLabels;
};

/** Links to the officials' screens, for a signed-in official only. */
export interface OfficialLinks {
  label: string;
  links: { href: string; label: string }[];
}

interface ProjectListProps {
  content: ProjectListContent;
  projects: ProjectCardData[];
  /** The list's address in the page's language, without a query. */
  pathname: string;
  page: number;
  pages: number;
  officialLinks?: OfficialLinks | null;
}

/** A projects page: heading, card grid (newest first), pagination, or a message when there is nothing yet. */
export function ProjectList({ content, projects, pathname, page, pages, officialLinks }: ProjectListProps) {
  const locale = useLocale();
  return (
    <section className="page project-list">
      <h1>{content.heading}</h1>
      <p className="lead">{content.intro}</p>
      {officialLinks ? (
        <nav aria-label={officialLinks.label} className="official-links">
          {officialLinks.links.map((link) => (
            // The officials' screens are in English only.
            <Link key={link.href} className="button" to={link.href} hrefLang="en">
              {link.label}
            </Link>
          ))}
        </nav>
      ) : null}
      {projects.length === 0 ? (
        <p className="project-list-empty">{content.empty}</p>
      ) : (
        <ul className="project-grid">
          {projects.map((project, index) => (
            <ProjectCard
              key={project.code}
              project={project}
              href={localizePath(`/project/${encodeURIComponent(project.code)}`, locale)}
              untitled={content.untitled}
              locale={locale}
              eager={index === 0}
            />
          ))}
        </ul>
      )}
      <Pagination pathname={pathname} page={page} pages={pages} labels={content.pagination} />
    </section>
  );
}
