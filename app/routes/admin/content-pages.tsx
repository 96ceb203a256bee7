import { Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { contentOverview } from "~/models/content.server";
import type { Route } from "./+types/content-pages";

export const meta: Route.MetaFunction = () => [{ title: "Pages" }];

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
