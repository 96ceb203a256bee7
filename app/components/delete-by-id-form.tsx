import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import type { z } from "zod/mini";
import type { FormReply } from "~/forms/conform";
import { confirmSchema } from "~/forms/officials";
import { useRecordsCopy } from "~/i18n/content/admin/records";
import { AdminPage } from "./admin-page";
import { FormField, OfficialForm, useOfficialForm } from "./official-form";
import { UrlDialog } from "./url-dialog";

/** One record the typed ID matches, as the confirmation names it. */
export interface DeleteMatch {
  key: string;
  label: string;
}

/** What a delete-by-ID form's action answers; `confirm` asks the question of the second step. */
export type DeleteReply = FormReply & { confirm?: { code: string; matches: DeleteMatch[] } };

interface DeleteByIdFormProps {
  /** The action's answer (confirmThenDelete). */
  reply: FormReply | undefined;
  /** The id of the form the ID is typed in; confirmThenDelete is given the same. */
  id: string;
  schema: z.ZodMiniType<Record<string, string>, Record<string, unknown>>;
  /** The typed ID: its form field and label. */
  field: { name: string; label: string };
  title: string;
  intro: ReactNode;
  submitLabel: string;
  busyLabel: string;
  confirmTitle: string;
  /** The question of the confirmation step, naming what matches. */
  question: (matches: DeleteMatch[]) => ReactNode;
  confirmLabel: string;
  /** The schema's messages in the official's language (as the action's confirmThenDelete is given). */
  translate?: (message: string) => string;
}

/**
 * A delete-by-ID page (SPEC 4) in the officials' form idiom: idle →
 * confirmation → deleting (inputs and buttons disabled) → result sentence,
 * focused and in view. The confirmation is a modal dialog with JavaScript and
 * a second step of the page without; its form sends `intent=delete`, and the
 * answer comes back to the form the ID was typed in.
 */
export function DeleteByIdForm({
  reply,
  id,
  schema,
  field,
  title,
  intro,
  submitLabel,
  busyLabel,
  confirmTitle,
  question,
  confirmLabel,
  translate,
}: DeleteByIdFormProps) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const deleting = submitting && navigation.formData?.get("intent") === "delete";
  const { form, fields, reply: mine } = useOfficialForm({ id, schema, reply, translate });
  const confirmation = useOfficialForm({ id: `${id}-confirm`, schema: confirmSchema, reply: null });
  const confirming = (mine as DeleteReply | null)?.confirm;
  const { common } = useRecordsCopy();
  return (
    <AdminPage title={title}>
      {intro}
      <OfficialForm form={form} reply={mine} guard={false}>
        <FormField
          field={fields[field.name] as FieldMetadata<unknown>}
          label={field.label}
          required
          autoComplete="off"
        />
        <button type="submit" name="intent" value="confirm" className="button danger">
          {deleting ? busyLabel : submitLabel}
        </button>
      </OfficialForm>
      {confirming ? (
        <UrlDialog title={confirmTitle} closeHref={pathname}>
          {question(confirming.matches)}
          <OfficialForm form={confirmation.form} reply={null} guard={false}>
            <input type="hidden" name={field.name} value={confirming.code} />
            <input type="hidden" name="intent" value="delete" />
            <div className="row-actions">
              <Link className="button" to={pathname} replace aria-disabled={submitting || undefined}>
                {common.cancel}
              </Link>
              <button type="submit" className="button danger">
                {deleting ? busyLabel : confirmLabel}
              </button>
            </div>
          </OfficialForm>
        </UrlDialog>
      ) : null}
    </AdminPage>
  );
}
