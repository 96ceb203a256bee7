import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { mayOpen } from "~/admin-screens";
import { useRootData } from "~/i18n/use-root-data";

/**
 * The officials' screens that their menu in the navigation bar (Dashboard,
 * Inbox, Projects, Members, Club profile, Officials, My account) does not list.
 */
const toolLinks = [
  ["/project-form", "New project"],
  ["/delete-project", "Delete project"],
  ["/delete-signature-project", "Remove signature mark"],
  ["/add-member", "Add member"],
  ["/remove-member", "Remove member"],
  ["/add-past-president", "Add past president"],
  ["/handover", "Handover"],
  ["/trash", "Trash"],
  ["/activity", "Activity"],
  ["/gifts", "Gifts"],
  ["/gifts/settings", "Giving settings"],
] as const;

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
  const role = useRootData().signedIn?.role ?? "editor";
  return (
    <div className={`page admin-page${wide ? "" : " narrow"}`}>
      {tools ? (
        <nav aria-label="Officials' tools" className="admin-nav">
          <ul>
            {toolLinks
              .filter(([href]) => mayOpen(role, href))
              .map(([href, label]) => (
                <li key={href}>
                  <NavLink to={href}>{label}</NavLink>
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
