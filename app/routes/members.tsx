import { data, Link } from "react-router";
import { MemberCard } from "~/components/member-card";
import { membersContent } from "~/i18n/content/members";
import { contentFor } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { countMembers, listMembers } from "~/models/members.server";
import { listPastPresidents } from "~/models/past-presidents.server";
import { pageMeta } from "~/seo";
import styles from "~/styles/members.css?url";
import type { Route } from "./+types/members";

const pageSize = 48;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const [pastPresidents, members, total] = await Promise.all([
    listPastPresidents(context.db),
    listMembers(context.db, { limit: pageSize, offset: (page - 1) * pageSize }),
    countMembers(context.db),
  ]);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page > pages) throw data(null, { status: 404 });
  return { content: contentFor(request, membersContent), pastPresidents, members, page, pages };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData?.content.title ?? "",
    description: loaderData?.content.description ?? "",
    pathname: location.pathname,
  });

export default function Members({ loaderData }: Route.ComponentProps) {
  const { content, pastPresidents, members, page, pages } = loaderData;
  return (
    <div className="page members-page">
      <h1>{content.title}</h1>
      <section aria-labelledby="past-presidents-heading">
        <h2 id="past-presidents-heading">{content.pastPresidentsHeading}</h2>
        {pastPresidents.length === 0 ? (
          <p>{content.noPastPresidents}</p>
        ) : (
          <div className="table-scroll">
            <table className="past-presidents">
              <thead>
                <tr>
                  <th scope="col">{content.rotaryYear}</th>
                  <th scope="col">{content.president}</th>
                  <th scope="col">{content.secretary}</th>
                </tr>
              </thead>
              <tbody>
                {pastPresidents.map((row) => (
                  <tr key={row.id}>
                    <td>{row.rotaryYear}</td>
                    <td>{row.president}</td>
                    <td>{row.secretary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">{content.membersHeading}</h2>
        {members.length === 0 ? (
          <p>{content.noMembers}</p>
        ) : (
          <>
            <p className="hint">{content.membersIntro}</p>
            <ul className="member-grid">
              {members.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} content={content} />
                </li>
              ))}
            </ul>
          </>
        )}
        {pages > 1 ? (
          <nav aria-label={content.pagination} className="pagination">
            {page > 1 ? (
              <Link rel="prev" to={page === 2 ? "." : `?page=${page - 1}`}>
                {content.previous}
              </Link>
            ) : null}
            <span>{fill(content.pageOf, { page, pages })}</span>
            {page < pages ? (
              <Link rel="next" to={`?page=${page + 1}`}>
                {content.next}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
