import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { mayOpen } from "~/admin-screens";
import { type OfficialsCopy, officialsCopy } from "~/i18n/content/officials";
import { useRootData } from "~/i18n/use-root-data";

/**
 * The officials' screens that their menu in the navigation bar (Dashboard,
 * Inbox, Projects, Members, Club profile, Officials, My account) does not list.
 */
const toolLinks = [
  ["/project-form", "newProject"],
  ["/delete-project", "deleteProject"],
  ["/delete-signature-project", "removeSignature"],
  ["/add-member", "addMember"],
  ["/remove-member", "removeMember"],
  ["/add-past-president", "addPastPresident"],
  ["/handover", "handover"],
  ["/trash", "trash"],
  ["/activity", "activity"],
  ["/gifts", "gifts"],
  ["/gifts/settings", "givingSettings"],
] as const satisfies readonly (readonly [string, keyof OfficialsCopy["tools"]])[];

/**
 * The frame of every officials' screen: a title and the tools the menu does
 * not offer (left out on the dashboard, whose own buttons lead to them).
 */
export function AdminPage({
  title,
  children,
  wide = false,
  tools = true,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  tools?: boolean;
}) {
  const signedIn = useRootData().signedIn;
  const role = signedIn?.role ?? "editor";
  const copy = signedIn?.copy ?? officialsCopy.en;
  return (
    <div className={`page admin-page${wide ? "" : " narrow"}`}>
      {tools ? (
        <nav aria-label={copy.toolsLabel} className="admin-nav">
          <ul>
            {toolLinks
              .filter(([href]) => mayOpen(role, href))
              .map(([href, tool]) => (
                <li key={href}>
                  <NavLink to={href}>{copy.tools[tool]}</NavLink>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** The words of a paginated officials' table. */
export function adminPagination(label: string) {
  return { label, previous: "Previous", next: "Next", status: "Page {page} of {pages}" };
}

/**
 * The frame of the officials' pages for someone who is not signed in
 * (a forgotten password, a one-time link): a title, without the screens' links.
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page admin-page narrow">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
