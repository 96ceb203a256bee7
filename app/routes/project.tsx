import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { getOfficial } from "~/auth/session.server";
import { Carousel, carouselStylesheet } from "~/components/carousel";
import { InEnglishMark } from "~/components/in-english";
import { Picture } from "~/components/picture";
import { YouTubeVideo } from "~/components/youtube-video";
import { messagesFor } from "~/i18n/catalog.server";
import { projectContent, projectNotFound } from "~/i18n/content/project";
import { formatLongDate, formatNumber, formatRupees } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { youtubeId } from "~/lib/video-id";
import { projectPreview } from "~/models/brand-images.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { getPendingByCode } from "~/models/project-pending.server";
import { currentCodeOf, getProjectByCode, projectDetailOfState } from "~/models/projects.server";
import { pageMeta } from "~/seo";
import { breadcrumbJsonLd, jsonLdGraph, jsonLdText } from "~/seo/json-ld";
import styles from "~/styles/project.css?url";
import type { Route } from "./+types/project";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: carouselStylesheet },
];

/** At most three images per project (specification, section 9). */
const maxPhotos = 3;

/** The photos fill the narrow column: its width less the page padding, at most 728 px. */
const photoSizes = "(min-width: 760px) 728px, calc(100vw - 32px)";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // Officials also see drafts, marked as such; to visitors a draft does not exist.
  const official = await getOfficial(request, context);
  let project = await getProjectByCode(context.db, params.code, locale, { drafts: official !== null });
  if (!project) {
    // A code an official has since changed: the old address, shared and bookmarked, moved for good.
    const moved = await currentCodeOf(context.db, params.code);
    if (moved !== null) {
      const { search } = new URL(request.url);
      throw redirect(`${localizePath(`/project/${encodeURIComponent(moved)}`, locale)}${search}`, 301);
    }
    throw data(null, { status: 404 });
  }
  // `?preview`: an official sees a published project's pending draft as visitors will (decision 0028).
  const pending =
    official && new URL(request.url).searchParams.has("preview")
      ? await getPendingByCode(context.db, project.code)
      : null;
  if (pending) project = { ...(await projectDetailOfState(context.db, pending.data, locale)), code: project.code };
  const profile = await getClubProfile(context.db);
  const clubName = clubNameIn(profile, locale);
  const base = context.config.PUBLIC_URL;
  const link = (path: string) => (base ? new URL(path, base).toString() : path);
  const nav = messagesFor(locale).nav;
  return {
    // A draft has no preview of its own (its image answers 404 to everyone): the club's stands in.
    ogImage: project.isDraft
      ? null
      : await projectPreview(context.db, project.code, locale, clubName, clubNameIn(profile, "en")),
    breadcrumbs: jsonLdText(
      jsonLdGraph([
        breadcrumbJsonLd([
          { name: nav.home, url: link(localizePath("/", locale)) },
          { name: nav.projects, url: link(localizePath("/projects", locale)) },
          {
            name: project.title.value || project.code,
            url: link(localizePath(`/project/${encodeURIComponent(project.code)}`, locale)),
          },
        ]),
      ]),
    ),
    project,
    preview: pending !== null,
    photos: project.media.filter((m) => m.kind === "image").slice(0, maxPhotos),
    clips: project.media.filter((m) => m.kind === "video" && m.src !== null),
    videoId: youtubeId(project.videoUrl),
    content: projectContent[locale],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!loaderData) return [];
  const { project, content, ogImage } = loaderData;
  return pageMeta(root, {
    title: project.title.value || content.untitled,
    description: project.shortNote.value || root?.t.meta.siteDescription || "",
    pathname: location.pathname,
    image: ogImage,
  });
};

export default function Project({
  loaderData: { project, preview, photos, clips, videoId, content, breadcrumbs },
}: Route.ComponentProps) {
  const { locale } = useRootData();
  const title = project.title.value?.trim() ? project.title : null;
  const titleText = title?.value ?? content.untitled;
  const facts: { label: string; value: ReactNode }[] = [];
  if (project.location.value) {
    const { lang } = project.location;
    facts.push({
      label: content.location,
      value: (
        <span lang={lang}>
          <InEnglishMark lang={lang} locale={locale} />
          {project.location.value}
        </span>
      ),
    });
  }
  if (project.projectDate)
    facts.push({
      label: content.date,
      value: <time dateTime={project.projectDate}>{formatLongDate(project.projectDate, locale)}</time>,
    });
  if (project.manHours !== null)
    facts.push({
      label: content.manHours,
      value: fill(project.manHours === 1 ? content.manHoursOne : content.manHoursValue, {
        hours: formatNumber(project.manHours, locale),
      }),
    });
  if (project.cost !== null) facts.push({ label: content.cost, value: formatRupees(project.cost, locale) });

  return (
    <article className="page narrow project-detail">
      {project.isSignature ? <p className="project-badge">{content.signature}</p> : null}
      <ProjectTitle lang={title?.lang} text={titleText} code={project.code} draft={project.isDraft} preview={preview} />
      {project.shortNote.value ? (
        <p className="lead" lang={project.shortNote.lang}>
          <InEnglishMark lang={project.shortNote.lang} locale={locale} />
          {project.shortNote.value}
        </p>
      ) : null}

      {facts.length > 0 ? (
        <section aria-labelledby="project-facts">
          <h2 id="project-facts" className="visually-hidden">
            {content.factsLabel}
          </h2>
          <dl className="project-facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {photos.length > 0 ? (
        <Carousel
          labels={content.photos}
          slides={photos.map((photo, index) => (
            <Picture key={photo.id} className="project-photo" picture={photo} sizes={photoSizes} eager={index === 0} />
          ))}
        />
      ) : null}

      {project.description.value ? (
        <section aria-labelledby="project-description">
          <h2 id="project-description">{content.descriptionHeading}</h2>
          <p className="project-description" lang={project.description.lang}>
            <InEnglishMark lang={project.description.lang} locale={locale} />
            {project.description.value}
          </p>
        </section>
      ) : null}

      {clips.length > 0 ? (
        <section aria-labelledby="project-clips">
          <h2 id="project-clips">{content.clipsHeading}</h2>
          {clips.map((clip) => (
            // biome-ignore lint/a11y/useMediaCaption: officials upload clips without caption files; the alt text names each one
            <video
              key={clip.id}
              className="project-clip"
              src={clip.src ?? undefined}
              controls
              preload="none"
              aria-label={clip.alt.value || titleText}
              // The label's language: the clip's description (English when it falls back), or the title's.
              lang={clip.alt.value ? clip.alt.lang : title?.lang}
            />
          ))}
        </section>
      ) : null}

      {videoId ? (
        <section aria-labelledby="project-video">
          <h2 id="project-video">{content.videoHeading}</h2>
          <YouTubeVideo
            id={videoId}
            labels={{
              play: content.playVideo,
              watch: content.watchOnYouTube,
              title: fill(content.videoTitle, { title: titleText }),
            }}
          />
          <p className="video-note">{content.videoPrivacy}</p>
        </section>
      ) : null}

      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes every < (app/seo/json-ld.ts) */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbs }} />
      <p className="project-back">
        <Link to={localizePath("/projects", locale)}>
          <span aria-hidden="true">← </span>
          {content.allProjects}
        </Link>
      </p>
    </article>
  );
}

/**
 * The title, and under it an official's Edit link. One element of the page
 * either way, so the ids React gives the parts after it are the same for
 * visitors as before officials had the link: their page stays byte for byte.
 */
function ProjectTitle({
  lang,
  text,
  code,
  draft,
  preview,
}: {
  lang: string | undefined;
  text: string;
  code: string;
  draft: boolean;
  /** A published project's pending draft, shown instead of the project. */
  preview: boolean;
}) {
  const { signedIn, locale } = useRootData();
  return (
    <>
      <h1 lang={lang}>
        <InEnglishMark lang={lang} locale={locale} />
        {text}
      </h1>
      {signedIn ? (
        <p className="official-edit">
          {preview ? (
            <strong className="draft-notice" lang="en">
              Preview of the draft: visitors do not see this until it is published.
            </strong>
          ) : draft ? (
            <strong className="draft-notice">{signedIn.copy.draft}</strong>
          ) : null}
          <Link
            className="button"
            to={`/project-table?edit=${encodeURIComponent(code)}`}
            aria-label={signedIn.copy.editProject}
          >
            {signedIn.copy.edit}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** Unknown code: "Project not found." with a real 404 status, in the page's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale, t } = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const copy = notFound ? projectNotFound[locale] : { ...t.error, back: t.error.home };
  return (
    <section className="page narrow status-page">
      <title>{copy.title}</title>
      <h1>{copy.title}</h1>
      <p>{copy.body}</p>
      <p>
        <Link className="button" to={localizePath(notFound ? "/projects" : "/", locale)}>
          {copy.back}
        </Link>
      </p>
    </section>
  );
}
