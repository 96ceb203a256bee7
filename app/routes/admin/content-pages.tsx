import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { outdatedTranslations } from "~/content/data";
import { contentDocuments } from "~/content/fields";
import { translatedLocales } from "~/i18n/locales";
import { getDraft, getPublished } from "~/models/content.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/content-pages";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Pages" }, { name: "robots", content: "noindex" }];

/** The pages officials edit, each with its draft and the translations that fell behind. */
export async function contentOverview(db: Route.LoaderArgs["context"]["db"]) {
  return Promise.all(
    contentDocuments.map(async (schema) => {
      const [published, draft] = await Promise.all([getPublished(db, schema), getDraft(db, schema)]);
      const state = draft?.data ?? published.data;
      return {
        id: schema.id,
        label: schema.label,
        draft: draft !== null,
        version: published.number,
        outdated: outdatedTranslations(schema, state, translatedLocales),
      };
    }),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return { pages: await contentOverview(context.db) };
}

export default function ContentPages({ loaderData: { pages } }: Route.ComponentProps) {
  return (
    <AdminPage title="Pages">
      <ul className="content-pages">
        {pages.map((page) => (
          <li key={page.id}>
            <Link to={`/content/${page.id}`}>{page.label}</Link>
            {page.draft ? " — draft waiting" : ""}
            {page.outdated.length > 0
              ? ` — ${page.outdated.length} translation${page.outdated.length === 1 ? "" : "s"} to check`
              : ""}{" "}
            <Link to={`/content/${page.id}/history`} aria-label={`History of the ${page.label.toLowerCase()}`}>
              History
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
