import { data } from "react-router";
import { requestLocale } from "~/i18n/page.server";
import { getProjectByCode } from "~/models/projects.server";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/project";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const project = await getProjectByCode(context.db, params.code, requestLocale(request));
  if (!project) throw data(null, { status: 404 });
  return { project };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!loaderData) return [];
  const { project } = loaderData;
  const image =
    project.cover?.variants.find((v) => v.format === "webp" && v.width >= 600) ?? project.cover?.variants.at(-1);
  return pageMeta(root, {
    title: project.title.value ?? project.code,
    description: project.shortNote.value ?? root?.t.meta.siteDescription ?? "",
    pathname: location.pathname,
    image: image ? `/media/${image.key}` : null,
  });
};

export default function Project({ loaderData: { project } }: Route.ComponentProps) {
  return (
    <article className="page narrow">
      <h1 lang={project.title.lang}>{project.title.value}</h1>
      {project.shortNote.value ? <p lang={project.shortNote.lang}>{project.shortNote.value}</p> : null}
      {project.description.value ? (
        <p className="preserve-lines" lang={project.description.lang}>
          {project.description.value}
        </p>
      ) : null}
    </article>
  );
}
