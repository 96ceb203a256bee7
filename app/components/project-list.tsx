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

interface ProjectListProps {
  content: ProjectListContent;
  projects: ProjectCardData[];
  /** The list's address in the page's language, without a query. */
  pathname: string;
  page: number;
  pages: number;
}

/** A projects page: heading, card grid (newest first), pagination, or a message when there is nothing yet. */
export function ProjectList({ content, projects, pathname, page, pages }: ProjectListProps) {
  const locale = useLocale();
  return (
    <section className="page project-list">
      <h1>{content.heading}</h1>
      <p className="lead">{content.intro}</p>
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
              eager={index === 0}
            />
          ))}
        </ul>
      )}
      <Pagination pathname={pathname} page={page} pages={pages} labels={content.pagination} />
    </section>
  );
}
