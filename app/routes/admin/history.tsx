import { data, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { officialTime } from "~/i18n/content/admin/editing";
import { historyCopy } from "~/i18n/content/admin/history";
import { fill } from "~/i18n/types";
import { findVersionedRecord } from "../+shared/versioned-records.server";
import type { Route } from "./+types/history";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? fill(loaderData.copy.title, { title: loaderData.title }) : "History: " },
];

/** Every versioned record's history (pages, projects): one screen, its words from versioned-records.server.ts. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = historyCopy[official.locale].history;
  const record = await findVersionedRecord(context.db, params, official.locale);
  if (!record) throw data(copy.noRecord, { status: 404 });
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
    versions: versions.map((v) => ({ ...v, shownAt: officialTime(v.savedAt, official.locale) })),
    versionPaths: versions.map((v) => record.versionPath(v.number)),
    copy,
  };
}

/** Every version a record was saved in, newest first: who, when, what changed; each opens to compare and restore. */
export default function History({ loaderData }: Route.ComponentProps) {
  const { title, intro, editPath, editLabel, kept, versions, versionPaths, newestNote, siteAuthor, copy } = loaderData;
  return (
    <AdminPage title={fill(copy.title, { title })}>
      <p>
        {intro ? `${intro}. ` : null}
        <Link to={editPath}>{editLabel}</Link>. {fill(copy.kept, { kept })}
      </p>
      {versions.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ol className="version-list" reversed>
          {versions.map((v, index) => (
            <li key={v.number} value={v.number}>
              <Link to={versionPaths[index] ?? ""}>
                {fill(copy.version, { number: v.number })}
                {index === 0 ? newestNote : ""}
              </Link>
              <br />
              <time dateTime={v.savedAt}>{v.shownAt}</time>
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
