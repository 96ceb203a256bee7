import { data, Form, Link, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { PageNotice } from "~/components/page-notice";
import { Sentence } from "~/components/sentence";
import { UrlDialog } from "~/components/url-dialog";
import { now } from "~/context";
import { formIdField } from "~/forms/conform";
import { translatorOf } from "~/i18n/content/admin/editing";
import { type TrashCopy, trashCopy } from "~/i18n/content/admin/trash";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { deleteForever, getTrashItem, listTrash, restoreFromTrash, type TrashItem } from "~/models/trash.server";
import { type TrashKind, trashDays } from "~/models/trash-kinds";
import type { Route } from "./+types/trash";
import { shortTime } from "./inbox-labels";
import { purgedIn, timeAgo } from "./trash-words";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

const restoreForm = "restore";
const deleteForm = "delete-forever";

/** An item as the list shows it, its times in words worked out on the server (no clock differences). */
function shown(item: TrashItem, at: Date, locale: Locale) {
  const kinds: Record<string, string | undefined> = trashCopy[locale].kinds;
  return {
    ...item,
    kindLabel: kinds[item.kind] ?? item.kind,
    when: timeAgo(item.deletedAt, at, locale),
    whenExact: shortTime(item.deletedAt, locale),
    purged: purgedIn(item.purgeAt, at, locale),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { locale } = official;
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
    copy: trashCopy[locale],
    days: trashDays,
    items: items.map((item) => shown(item, at, locale)),
    restoring: restoring ? shown(restoring, at, locale) : null,
    deleting: deleting ? shown(deleting, at, locale) : null,
    // An address from the activity log whose item was restored or purged since.
    gone: (restoreId !== null && !restoring) || (deleteId !== null && !deleting),
  };
}

/** Where a restored thing can be seen again. */
function whereRestored(
  kind: TrashKind,
  entityId: string | null,
  links: TrashCopy["links"],
): { href: string; label: string } | null {
  switch (kind) {
    case "project":
      return entityId ? { href: `/project-history/${entityId}`, label: links.project } : null;
    case "event":
      return entityId ? { href: `/event-form/${entityId}`, label: links.event } : null;
    case "member":
      return { href: "/members-table", label: links.member };
    case "past_president":
      return { href: "/members", label: links.past_president };
    case "officer_term":
      return { href: "/handover", label: links.officer_term };
    case "project_changes":
      return entityId ? { href: `/project-table?edit-id=${entityId}`, label: links.project_changes } : null;
    case "content_draft":
      return entityId ? { href: `/content/${entityId}`, label: links.content_draft } : null;
    case "demo_content":
      return { href: "/club-profile", label: links.demo_content };
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
  const copy = trashCopy[official.locale];
  try {
    if (which === restoreForm) {
      const result = await restoreFromTrash(context.db, context.engine, official.id, id);
      if (!result.ok)
        return data<TrashReply>(
          { ok: false, message: translatorOf(trashCopy.en.conflicts, copy.conflicts)(result.message) },
          { status: result.status },
        );
      return {
        ok: true,
        message: fill(copy.restored, { label: result.label }),
        link: whereRestored(result.kind, result.entityId, copy.links),
      } satisfies TrashReply;
    }
    if (which === deleteForm) {
      if (!(await deleteForever(context.db, official.id, id)))
        return data<TrashReply>({ ok: false, message: copy.noLonger }, { status: 404 });
      return { ok: true, message: copy.deleted } satisfies TrashReply;
    }
  } catch (error) {
    log.error("a trash action failed", { err: error, which });
    return data<TrashReply>({ ok: false, message: copy.failed }, { status: 500 });
  }
  throw data("Unknown form.", { status: 400 });
}

type Shown = ReturnType<typeof shown>;

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, days, items, restoring, deleting, gone } = loaderData;
  const reply = actionData as TrashReply | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage title={copy.title} wide>
      <p>{fill(copy.intro, { days })}</p>
      <PageNotice ok={reply?.ok ?? true} text={reply?.message ?? (gone ? copy.noLonger : null)} />
      {reply?.ok && reply.link ? (
        <p>
          <Link to={reply.link.href}>{reply.link.label}</Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <caption className="visually-hidden">{copy.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.what}</th>
                <th scope="col">{copy.name}</th>
                <th scope="col">{copy.deletedBy}</th>
                <th scope="col">{copy.when}</th>
                <th scope="col">{copy.action}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label={copy.what}>{item.kindLabel}</td>
                  <td data-label={copy.name}>{item.label}</td>
                  <td data-label={copy.deletedBy}>{item.deletedBy ?? copy.commandLine}</td>
                  <td data-label={copy.when}>
                    <time dateTime={item.deletedAt} title={item.whenExact}>
                      {item.when}
                    </time>{" "}
                    {fill(copy.goneForGood, { exact: item.whenExact, purged: item.purged })}
                  </td>
                  <td className="row-actions">
                    <RestoreButton item={item} busy={busy} copy={copy} />
                    <Link
                      className="button small danger"
                      to={`?delete=${item.id}`}
                      preventScrollReset
                      aria-label={fill(copy.deleteForEverLabel, { label: item.label })}
                    >
                      {copy.deleteForEver}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {restoring ? (
        <UrlDialog title={copy.restoreTitle} closeHref="/trash">
          <p>
            <Sentence
              text={copy.restoreQuestion}
              parts={{
                kind: restoring.kindLabel.toLowerCase(),
                label: <strong>{restoring.label}</strong>,
                when: restoring.when,
                who: restoring.deletedBy ?? copy.theCommandLine,
              }}
            />
          </p>
          <div className="row-actions">
            <Link className="button" to="/trash" replace>
              {copy.cancel}
            </Link>
            <RestoreButton item={restoring} busy={busy} copy={copy} primary />
          </div>
        </UrlDialog>
      ) : deleting ? (
        <ConfirmDelete
          title={copy.deleteTitle}
          question={
            <Sentence
              text={copy.deleteQuestion}
              parts={{ kind: deleting.kindLabel.toLowerCase(), label: <strong>{deleting.label}</strong> }}
            />
          }
          consequence={copy.cannotRestore}
          closeHref="/trash"
          action="/trash"
          formId={deleteForm}
          hidden={{ id: String(deleting.id) }}
          confirmLabel={copy.deleteForEver}
          busyLabel={copy.deleting}
        />
      ) : null}
    </AdminPage>
  );
}

/** Restores without asking in the list; the activity log's link asks first (the dialog above). */
function RestoreButton({
  item,
  busy,
  copy,
  primary = false,
}: {
  item: Shown;
  busy: boolean;
  copy: TrashCopy;
  primary?: boolean;
}) {
  return (
    <Form method="post" action="/trash" replace className="inline-form">
      <input type="hidden" name={formIdField} value={restoreForm} />
      <input type="hidden" name="id" value={item.id} />
      <button
        type="submit"
        className={`button small${primary ? " primary" : ""}`}
        disabled={busy}
        aria-label={primary ? undefined : fill(copy.restoreLabel, { label: item.label })}
      >
        {copy.restore}
      </button>
    </Form>
  );
}
