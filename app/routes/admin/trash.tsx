import { data, Form, Link, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { PageNotice } from "~/components/page-notice";
import { UrlDialog } from "~/components/url-dialog";
import { now } from "~/context";
import { formIdField } from "~/forms/conform";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { deleteForever, getTrashItem, listTrash, restoreFromTrash, type TrashItem } from "~/models/trash.server";
import { type TrashKind, trashDays, trashKindLabel } from "~/models/trash-kinds";
import type { Route } from "./+types/trash";
import { shortTime } from "./inbox-labels";
import { purgedIn, timeAgo } from "./trash-words";

export const meta: Route.MetaFunction = () => [{ title: "Trash" }];

const restoreForm = "restore";
const deleteForm = "delete-forever";

/** An item as the list shows it, its times in words worked out on the server (no clock differences). */
function shown(item: TrashItem, at: Date) {
  return {
    ...item,
    kindLabel: trashKindLabel[item.kind] ?? item.kind,
    when: timeAgo(item.deletedAt, at),
    whenExact: shortTime(item.deletedAt),
    purged: purgedIn(item.purgeAt, at),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const url = new URL(request.url);
  const at = now(context);
  const restoreId = parseRecordId(url.searchParams.get("restore"));
  const deleteId = parseRecordId(url.searchParams.get("delete"));
  const [items, restoring, deleting] = await Promise.all([
    listTrash(context.db),
    restoreId ? getTrashItem(context.db, restoreId) : null,
    deleteId ? getTrashItem(context.db, deleteId) : null,
  ]);
  return {
    items: items.map((item) => shown(item, at)),
    restoring: restoring ? shown(restoring, at) : null,
    deleting: deleting ? shown(deleting, at) : null,
    // An address from the activity log whose item was restored or purged since.
    gone: (restoreId !== null && !restoring) || (deleteId !== null && !deleting),
  };
}

/** Where a restored thing can be seen again. */
function whereRestored(kind: TrashKind, entityId: string | null): { href: string; label: string } | null {
  switch (kind) {
    case "project":
      return entityId ? { href: `/project-history/${entityId}`, label: "See the project's history" } : null;
    case "event":
      return entityId ? { href: `/event-form/${entityId}`, label: "Open the event" } : null;
    case "member":
      return { href: "/members-table", label: "Open the members table" };
    case "past_president":
      return { href: "/members", label: "See the past presidents" };
    case "officer_term":
      return { href: "/handover", label: "Open the handover" };
    case "project_changes":
      return entityId ? { href: `/project-table?edit-id=${entityId}`, label: "Open the project" } : null;
    case "content_draft":
      return entityId ? { href: `/content/${entityId}`, label: "Open the draft" } : null;
    case "demo_content":
      return { href: "/club-profile", label: "Open the club profile" };
    default:
      return null;
  }
}

export interface TrashReply {
  ok: boolean;
  message: string;
  link?: { href: string; label: string } | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  const id = parseRecordId(form.get("id")) ?? 0;
  const which = form.get(formIdField);
  try {
    if (which === restoreForm) {
      const result = await restoreFromTrash(context.db, context.engine, official.id, id);
      if (!result.ok) return data<TrashReply>({ ok: false, message: result.message }, { status: result.status });
      return {
        ok: true,
        message: `Restored: ${result.label}.`,
        link: whereRestored(result.kind, result.entityId),
      } satisfies TrashReply;
    }
    if (which === deleteForm) {
      if (!(await deleteForever(context.db, official.id, id)))
        return data<TrashReply>({ ok: false, message: "That is no longer in the trash." }, { status: 404 });
      return { ok: true, message: "Deleted for ever." } satisfies TrashReply;
    }
  } catch (error) {
    log.error("a trash action failed", { err: error, which });
    return data<TrashReply>(
      { ok: false, message: "That did not work. Nothing was changed; please try again." },
      { status: 500 },
    );
  }
  throw data("Unknown form.", { status: 400 });
}

type Shown = ReturnType<typeof shown>;

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { items, restoring, deleting, gone } = loaderData;
  const reply = actionData as TrashReply | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage title="Trash" wide>
      <p>
        What officials deleted stays here for {trashDays} days, then goes for good. Restoring puts it back as it was,
        with everything that belonged to it. Times are India Standard Time.
      </p>
      <PageNotice ok={reply?.ok ?? true} text={reply?.message ?? (gone ? "That is no longer in the trash." : null)} />
      {reply?.ok && reply.link ? (
        <p>
          <Link to={reply.link.href}>{reply.link.label}</Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <caption className="visually-hidden">Deleted things, newest first</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Name</th>
                <th scope="col">Deleted by</th>
                <th scope="col">When</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="What">{item.kindLabel}</td>
                  <td data-label="Name">{item.label}</td>
                  <td data-label="Deleted by">{item.deletedBy ?? "command line"}</td>
                  <td data-label="When">
                    <time dateTime={item.deletedAt} title={item.whenExact}>
                      {item.when}
                    </time>{" "}
                    ({item.whenExact}); gone for good {item.purged}
                  </td>
                  <td className="row-actions">
                    <RestoreButton item={item} busy={busy} />
                    <Link
                      className="button small danger"
                      to={`?delete=${item.id}`}
                      preventScrollReset
                      aria-label={`Delete ${item.label} for ever`}
                    >
                      Delete for ever
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {restoring ? (
        <UrlDialog title="Restore this?" closeHref="/trash">
          <p>
            Restore the {restoring.kindLabel.toLowerCase()} <strong>{restoring.label}</strong>, deleted {restoring.when}{" "}
            by {restoring.deletedBy ?? "the command line"}? It goes back where it was, with everything that belonged to
            it.
          </p>
          <div className="row-actions">
            <Link className="button" to="/trash" replace>
              Cancel
            </Link>
            <RestoreButton item={restoring} busy={busy} primary />
          </div>
        </UrlDialog>
      ) : deleting ? (
        <ConfirmDelete
          title="Delete for ever?"
          question={
            <>
              Delete the {deleting.kindLabel.toLowerCase()} <strong>{deleting.label}</strong> for ever?
            </>
          }
          consequence="It cannot be restored after this."
          closeHref="/trash"
          action="/trash"
          formId={deleteForm}
          hidden={{ id: String(deleting.id) }}
          confirmLabel="Delete for ever"
          busyLabel="Deleting..."
        />
      ) : null}
    </AdminPage>
  );
}

/** Restores without asking in the list; the activity log's link asks first (the dialog above). */
function RestoreButton({ item, busy, primary = false }: { item: Shown; busy: boolean; primary?: boolean }) {
  return (
    <Form method="post" action="/trash" replace className="inline-form">
      <input type="hidden" name={formIdField} value={restoreForm} />
      <input type="hidden" name="id" value={item.id} />
      <button
        type="submit"
        className={`button small${primary ? " primary" : ""}`}
        disabled={busy}
        aria-label={primary ? undefined : `Restore ${item.label}`}
      >
        Restore
      </button>
    </Form>
  );
}
