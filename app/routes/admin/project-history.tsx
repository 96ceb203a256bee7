import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { formatOfficialTime } from "~/i18n/format";
import { parseRecordId } from "~/lib/record-id";
import { keptProjectVersions, listProjectVersions } from "~/models/project-versions.server";
import { readProjectWrite } from "~/models/project-writes.server";
import type { Route } from "./+types/project-history";

export const meta: Route.MetaFunction = () => [{ title: "Project history" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const id = parseRecordId(params.id);
  const project = id === null ? null : await readProjectWrite(context.db, id);
  if (id === null || !project) throw data("No such project", { status: 404 });
  return {
    id,
    code: project.code,
    title: project.texts.en.title,
    versions: await listProjectVersions(context.db, id),
    kept: keptProjectVersions,
  };
}

/** Every version a project was saved in, newest first: who, when, what changed; each opens to compare and restore. */
export default function ProjectHistory({ loaderData: { id, code, title, versions, kept } }: Route.ComponentProps) {
  return (
    <AdminPage title={`History: ${code}`}>
      <p>
        {title ?? "Untitled"}. <Link to={`/project-table?edit=${encodeURIComponent(code)}`}>Edit the project</Link>. The
        last {kept} versions are kept.
      </p>
      {versions.length === 0 ? (
        <p>No versions yet: the project's next save keeps its state before and after.</p>
      ) : (
        <ol className="version-list" reversed>
          {versions.map((v, index) => (
            <li key={v.number} value={v.number}>
              <Link to={`/project-history/${id}/${v.number}`}>
                Version {v.number}
                {index === 0 ? " (as it is now)" : ""}
              </Link>
              <br />
              <time dateTime={v.savedAt}>{formatOfficialTime(v.savedAt)}</time>
              {" · "}
              {v.by ?? "unknown (before history was kept)"}
              <br />
              <span className="field-hint">{v.summary}</span>
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  );
}
