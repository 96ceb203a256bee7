import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { contentCopy, contentLabelOf } from "~/i18n/content/admin/content";
import { fill } from "~/i18n/types";
import { contentOverview } from "~/models/content.server";
import type { Route } from "./+types/content-pages";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = contentCopy[official.locale];
  const labelOf = contentLabelOf(copy.labels);
  const pages = await contentOverview(context.db);
  return {
    copy: { ...copy.pages, history: copy.common.history },
    pages: pages.map((page) => ({ ...page, label: labelOf(page.label) })),
    english: official.locale === "en",
  };
}

export default function ContentPages({ loaderData: { pages, copy, english } }: Route.ComponentProps) {
  return (
    <AdminPage title={copy.title}>
      <ul className="content-pages">
        {pages.map((page) => (
          <li key={page.id}>
            <Link to={`/content/${page.id}`}>{page.label}</Link>
            {page.draft ? copy.draftWaiting : ""}
            {page.outdated.length > 0
              ? page.outdated.length === 1
                ? copy.toCheckOne
                : fill(copy.toCheckMany, { count: page.outdated.length })
              : ""}{" "}
            <Link
              to={`/content/${page.id}/history`}
              aria-label={fill(copy.historyOf, { page: english ? page.label.toLowerCase() : page.label })}
            >
              {copy.history}
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
