import { Link, useLocation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { UrlDialog } from "~/components/url-dialog";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { removeMemberSchema } from "~/forms/member";
import { replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { deleteMembersByNo, findMembersByNo } from "~/models/members.server";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/remove-member";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Remove Member" }, { name: "robots", content: "noindex" }];

const askForm = "remove-member";
const confirmForm = "confirm-remove-member";
const noMatch = "No member found with this Member ID.";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return null;
}

/** The members the typed ID names, as the confirmation lists them. */
interface Confirmation {
  memberNo: string;
  matches: { id: number; label: string }[];
}

/**
 * Like the other delete-by-ID forms: the first post names the members it
 * would remove, the second (the confirmation's) removes them. The result of
 * either is shown by the first form, which a success empties.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  const confirming = form.get(formIdField) === confirmForm;
  // The confirmation's answer belongs to the form the official typed the ID into.
  form.set(formIdField, askForm);
  const submission = parseWithSchema(form, removeMemberSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const { memberNo } = submission.value;
  if (!confirming) {
    const matches = await findMembersByNo(context.db, memberNo);
    if (matches.length === 0) return replyInvalid(submission, { message: noMatch, status: 404 });
    const confirmation: Confirmation = {
      memberNo,
      matches: matches.map((m) => ({ id: m.id, label: `${m.name} (${m.memberNo})` })),
    };
    return { formId: askForm, ok: true, message: null, result: submission.reply(), confirmation } as const;
  }
  try {
    const count = await deleteMembersByNo(context.db, official.id, memberNo);
    if (count === 0) return replyInvalid(submission, { message: noMatch, status: 404 });
    return replyDone(submission, count === 1 ? "Member removed." : `${count} members removed.`);
  } catch (error) {
    log.error("removing members by member ID failed", { err: error });
    return replyFailed(submission, "Try again.");
  }
}

export default function RemoveMember({ actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const confirmation = actionData && "confirmation" in actionData ? actionData.confirmation : null;
  const { form, fields, reply } = useOfficialForm({
    id: askForm,
    schema: removeMemberSchema,
    reply: confirmation ? null : (actionData as FormReply | undefined),
  });
  return (
    <AdminPage title="Remove Member">
      <p>Removes every member with this club member ID. This cannot be undone.</p>
      {confirmation ? (
        <ConfirmRemoval confirmation={confirmation} close={pathname} />
      ) : (
        <OfficialForm form={form} reply={reply}>
          <FormField field={fields.memberNo} label="Member ID" required autoComplete="off" />
          <SubmitButton busyLabel="Removing...">Remove Member</SubmitButton>
        </OfficialForm>
      )}
    </AdminPage>
  );
}

/** The second step: a modal dialog with JavaScript, the page's only form without. */
function ConfirmRemoval({ confirmation, close }: { confirmation: Confirmation; close: string }) {
  const { form } = useOfficialForm({ id: confirmForm, schema: removeMemberSchema, reply: null });
  const { matches } = confirmation;
  return (
    <UrlDialog title="Confirm removal" closeHref={close}>
      <p>{matches.length === 1 ? "Remove this member?" : `Remove these ${matches.length} members?`}</p>
      <ul>
        {matches.map((m) => (
          <li key={m.id}>
            <strong>{m.label}</strong>
          </li>
        ))}
      </ul>
      <p>Their cards leave the members page. This cannot be undone.</p>
      <OfficialForm form={form} reply={null}>
        <input type="hidden" name="memberNo" value={confirmation.memberNo} />
        <div className="row-actions">
          <Link className="button" to={close} replace>
            Cancel
          </Link>
          <button type="submit" className="button danger">
            Remove
          </button>
        </div>
      </OfficialForm>
    </UrlDialog>
  );
}
