import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { formatOfficialTime } from "~/i18n/format";
import { findVersionedRecord } from "../+shared/versioned-records.server";
import type { Route } from "./+types/history";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `History: ${loaderData?.title ?? ""}` }];

/** Every versioned record's history (pages, projects): one screen, its words from versioned-records.server.ts. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const record = await findVersionedRecord(context.db, params);
  if (!record) throw data("No such page or project", { status: 404 });
  const versions = await record.list();
  const { title, intro, editPath, editLabel, kept, newestNote, siteAuthor } = record;
  return {
    title,
    intro,
    editPath,
    editLabel,
    kept,
    newestNote,
    siteAuthor,
    versions,
    versionPaths: versions.map((v) => record.versionPath(v.number)),
  };
}

/** Every version a record was saved in, newest first: who, when, what changed; each opens to compare and restore. */
export default function History({ loaderData }: Route.ComponentProps) {
  const { title, intro, editPath, editLabel, kept, versions, versionPaths, newestNote, siteAuthor } = loaderData;
  return (
    <AdminPage title={`History: ${title}`}>
      <p>
        {intro ? `${intro}. ` : null}
        <Link to={editPath}>{editLabel}</Link>. The last {kept} versions are kept.
      </p>
      {versions.length === 0 ? (
        <p>No versions yet: the next save keeps its state before and after.</p>
      ) : (
        <ol className="version-list" reversed>
          {versions.map((v, index) => (
            <li key={v.number} value={v.number}>
              <Link to={versionPaths[index] ?? ""}>
                Version {v.number}
                {index === 0 ? newestNote : ""}
              </Link>
              <br />
              <time dateTime={v.savedAt}>{formatOfficialTime(v.savedAt)}</time>
              {" · "}
              {v.by ?? siteAuthor}
              <br />
              <span className="field-hint">{v.summary}</span>
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  );
}
