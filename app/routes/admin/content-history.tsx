import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { documentSchema } from "~/content/fields";
import { formatOfficialTime } from "~/i18n/format";
import { keptVersions, listVersions } from "~/models/content.server";
import type { Route } from "./+types/content-history";

export const meta: Route.MetaFunction = () => [{ title: "History" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const schema = documentSchema(params.document);
  if (!schema) throw data("No such page", { status: 404 });
  return { id: schema.id, label: schema.label, versions: await listVersions(context.db, schema), kept: keptVersions };
}

/** Every version a page was published in, newest first: who, when, what changed; each opens to compare and restore. */
export default function ContentHistory({ loaderData: { id, label, versions, kept } }: Route.ComponentProps) {
  return (
    <AdminPage title={`History: ${label}`}>
      <p>
        <Link to={`/content/${id}`}>Back to the editor</Link>. The last {kept} versions are kept.
      </p>
      <ol className="version-list" reversed>
        {versions.map((v, index) => (
          <li key={v.number} value={v.number}>
            <Link to={`/content/${id}/versions/${v.number}`}>
              Version {v.number}
              {index === 0 ? " (what visitors see)" : ""}
            </Link>
            <br />
            <time dateTime={v.publishedAt}>{formatOfficialTime(v.publishedAt)}</time>
            {" · "}
            {v.by ?? "the site (initial content)"}
            <br />
            <span className="field-hint">{v.summary}</span>
          </li>
        ))}
      </ol>
    </AdminPage>
  );
}
