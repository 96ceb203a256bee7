import { Form, Link, useLocation, useNavigation } from "react-router";
import type { FormReply } from "~/forms/conform";
import { pastPresidentChange, pastPresidentMessages, pastPresidentValues } from "~/forms/past-president";
import type { MembersContent } from "~/i18n/content/members";
import adminStyles from "~/styles/admin.css?url";
import { FormField, OfficialForm, SubmitButton, useOfficialForm } from "./official-form";
import { UrlDialog } from "./url-dialog";

type Content = MembersContent;
interface PastPresident {
  id: number;
  rotaryYear: string;
  president: string;
  secretary: string;
}

/**
 * The members page's edit and delete dialogs for past presidents (SPEC 2.12),
 * loaded only when an official opens one, so visitors never download the
 * officials' forms or styles. The stylesheet link is hoisted into the head.
 */
export function PastPresidentDialogs({
  editing,
  deleting,
  content,
  reply,
}: {
  editing: PastPresident | null;
  deleting: PastPresident | null;
  content: Content;
  reply: FormReply | undefined;
}) {
  const { pathname } = useLocation();
  const saving = useNavigation().state === "submitting";
  return (
    <>
      <link rel="stylesheet" href={adminStyles} precedence="default" />
      {editing ? (
        <UrlDialog title={content.editEntry} closeHref={pathname}>
          <EditPastPresident key={editing.id} entry={editing} content={content} reply={reply} />
        </UrlDialog>
      ) : null}
      {deleting ? (
        <UrlDialog title={content.deleteTitle} closeHref={pathname}>
          <p>{content.confirmDelete}</p>
          <p>
            <strong>{deleting.rotaryYear}</strong>: {deleting.president}
          </p>
          <p>{content.deleteGoesToTrash}</p>
          <Form method="post">
            <input type="hidden" name="id" value={deleting.id} />
            <input type="hidden" name="intent" value="delete" />
            <div className="row-actions">
              <Link className="button" to={pathname} replace>
                {content.cancel}
              </Link>
              <button type="submit" className="button danger" disabled={saving}>
                {content.delete}
              </button>
            </div>
          </Form>
        </UrlDialog>
      ) : null}
    </>
  );
}

function EditPastPresident({
  entry,
  content,
  reply,
}: {
  entry: PastPresident;
  content: Content;
  reply: FormReply | undefined;
}) {
  const { pathname } = useLocation();
  const { form, fields } = useOfficialForm({
    id: "edit-past-president",
    schema: pastPresidentChange,
    reply,
    defaultValue: pastPresidentValues(entry),
    translate: pastPresidentMessages(content),
  });
  return (
    <OfficialForm form={form} reply={reply} base={pastPresidentValues(entry)}>
      <input type="hidden" name={fields.id.name} value={entry.id} />
      <FormField field={fields.rotaryYear} label={content.year} placeholder="2024-2025" required />
      <FormField field={fields.president} label={content.president} required />
      <FormField field={fields.secretary} label={content.secretary} required />
      <div className="row-actions">
        <Link className="button" to={pathname} replace>
          {content.cancel}
        </Link>
        <SubmitButton busyLabel={content.saving}>{content.save}</SubmitButton>
      </div>
    </OfficialForm>
  );
}
