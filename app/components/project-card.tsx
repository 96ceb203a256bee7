import { Link } from "react-router";
import type { Locale } from "~/i18n/locales";
import type { ProjectCard as ProjectCardData } from "~/models/projects.server";
import { InEnglishMark } from "./in-english";
import { Picture } from "./picture";

/** How wide a card's image is drawn: matches the grid in projects.css (100%, 45%, 30%, 22%). */
const coverSizes =
  "(min-width: 1200px) 257px, (min-width: 900px) calc(30vw - 10px), (min-width: 600px) calc(45vw - 15px), calc(100vw - 32px)";

interface ProjectCardProps {
  project: ProjectCardData;
  href: string;
  /** Shown, in the page's language, when the project has no title. */
  untitled: string;
  /** The page's language: a text shown in English on another language's page is marked so. */
  locale: Locale;
  /** The first card's image is usually the largest thing on a phone's first screen. */
  eager?: boolean;
}

/**
 * One project in a list: the title is the card's only link, stretched over the
 * whole card, so a screen reader hears the title and nothing else as its name.
 */
export function ProjectCard({ project, href, untitled, locale, eager = false }: ProjectCardProps) {
  const title = project.title.value?.trim() ? project.title : null;
  const note = project.shortNote.value?.trim() ? project.shortNote : null;
  return (
    <li className="project-card">
      <h2 className="project-card-title" lang={title?.lang}>
        <InEnglishMark lang={title?.lang} locale={locale} />
        <Link to={href} prefetch="intent">
          {title?.value ?? untitled}
        </Link>
      </h2>
      {note ? (
        <p className="project-card-note" lang={note.lang}>
          <InEnglishMark lang={note.lang} locale={locale} />
          {note.value}
        </p>
      ) : null}
      {project.cover ? (
        <Picture className="project-card-cover" picture={project.cover} sizes={coverSizes} alt="" eager={eager} />
      ) : (
        <div className="project-card-cover project-card-no-cover" />
      )}
    </li>
  );
}
