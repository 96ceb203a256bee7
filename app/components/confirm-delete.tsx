import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formIdField } from "~/forms/conform";
import { useRecordsCopy } from "~/i18n/content/admin/records";
import { UrlDialog } from "./url-dialog";

/** The sentence every deletion's question ends with (docs/decisions/0046-trash.md). */
export const goesToTrash = "It goes to the trash for 30 days, where an official can restore it.";

interface ConfirmDeleteProps {
  title: string;
  /** The question, naming what goes: "Delete the event “Weekly meeting” and its 3 changed dates?" */
  question: ReactNode;
  /** Where Cancel and Escape lead: the page without the question's ?delete. */
  closeHref: string;
  /** The id the action tells this post apart by (sent as the form id). */
  formId: string;
  /** Other fields the action needs (an intent, a record's id). */
  hidden?: Record<string, string>;
  confirmLabel: string;
  busyLabel: string;
  /** multipart/form-data for an action that reads its forms as uploads. */
  encType?: "multipart/form-data";
  /** What happens to it: by default that it goes to the trash; "It cannot be restored after this." in the trash. */
  consequence?: ReactNode;
  /** Where the answer posts, when not to the page's own address (which carries the question's query). */
  action?: string;
}

/**
 * The question before a delete or a discard, opened by the address (?delete,
 * ?discard) so it works without JavaScript as a step of the page, and as a
 * modal dialog with it (UrlDialog). Nothing is deleted until Confirm posts.
 */
export function ConfirmDelete({
  title,
  question,
  closeHref,
  formId,
  hidden = {},
  confirmLabel,
  busyLabel,
  encType,
  consequence = goesToTrash,
  action,
}: ConfirmDeleteProps) {
  const navigation = useNavigation();
  const { common } = useRecordsCopy();
  const busy = navigation.state === "submitting" && navigation.formData?.get(formIdField) === formId;
  return (
    <UrlDialog title={title} closeHref={closeHref}>
      <p>{question}</p>
      <p>{consequence}</p>
      <Form method="post" action={action} encType={encType} replace>
        <input type="hidden" name={formIdField} value={formId} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="row-actions">
          <Link className="button" to={closeHref} replace preventScrollReset>
            {common.cancel}
          </Link>
          <button type="submit" className="button danger" disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}
