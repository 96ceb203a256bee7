import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { administratorScreens } from "~/admin-screens";
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
  ["/activity", "Activity"],
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
  const administrator = useRootData().signedIn?.administrator ?? false;
  return (
    <div className={`page admin-page${wide ? "" : " narrow"}`}>
      {tools ? (
        <nav aria-label="Officials' tools" className="admin-nav">
          <ul>
            {toolLinks
              .filter(([href]) => administrator || !administratorScreens.includes(href))
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

interface TextFieldProps {
  name: string;
  label: string;
  defaultValue?: string | number | null;
  error?: string;
  type?: string;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  multiline?: boolean;
  inputMode?: "numeric" | "text" | "email" | "tel" | "url";
  autoComplete?: string;
  maxLength?: number;
  /** For text in another language than the page's (a project's translated fields). */
  lang?: string;
  rows?: number;
}

/** A labelled input with its error tied to it for screen readers. */
export function TextField({
  name,
  label,
  defaultValue,
  error,
  type = "text",
  multiline,
  rows = 4,
  ...rest
}: TextFieldProps) {
  const id = `field-${name}`;
  const common = {
    id,
    name,
    defaultValue: defaultValue ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    ...rest,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {rest.required ? " *" : ""}
      </label>
      {multiline ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The words of a paginated officials' table. */
export function adminPagination(label: string) {
  return { label, previous: "Previous", next: "Next", status: "Page {page} of {pages}" };
}

/** Edit and Delete links of a table row; each opens its dialog through the address. */
export function RowActions({ editHref, deleteHref, name }: { editHref: string; deleteHref: string; name: string }) {
  return (
    <td className="row-actions">
      <Link className="button small" to={editHref} preventScrollReset aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <Link className="button small danger" to={deleteHref} preventScrollReset aria-label={`Delete ${name}`}>
        Delete
      </Link>
    </td>
  );
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
