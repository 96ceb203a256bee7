import { ProjectList } from "~/components/project-list";
import { fill } from "~/i18n/types";
import { loadProjectList } from "~/routes/+shared/project-list.server";
import { pageMeta } from "~/seo";
import styles from "~/styles/projects.css?url";
import type { Route } from "./+types/projects";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Serves both lists: /projects and /signature-projects (and their versions in each language). */
export function loader({ request, context }: Route.LoaderArgs) {
  const signature = new URL(request.url).pathname.toLowerCase().endsWith("/signature-projects");
  return loadProjectList(request, context, signature ? "signature" : "all");
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { content, page, pageTitle } = loaderData;
  return pageMeta(matches[0]?.loaderData, {
    title: page > 1 ? fill(pageTitle, { title: content.heading, page }) : content.heading,
    description: content.description,
    pathname: location.pathname,
  });
};

export default function Projects({ loaderData }: Route.ComponentProps) {
  return <ProjectList {...loaderData} />;
}
