import { type ReactNode, useEffect, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { DeleteMatch, DeleteStep } from "~/lib/delete-by-code.server";
import { AdminPage, TextField } from "./admin-page";
import { PageNotice } from "./page-notice";
import { UrlDialog } from "./url-dialog";

interface DeleteByCodeProps {
  result: DeleteStep | undefined;
  title: string;
  intro: ReactNode;
  /** The typed ID: its form field and label. */
  field?: { name: string; label: string };
  submitLabel: string;
  busyLabel: string;
  confirmTitle: string;
  /** The question of the confirmation step, naming what matches. */
  question: (matches: DeleteMatch[]) => ReactNode;
  confirmLabel: string;
}

const projectId = { name: "code", label: "Project ID" };

/**
 * A delete-by-ID form (SPEC 4), for projects and for members: idle → confirmation → deleting (inputs and
 * buttons disabled) → result message. The confirmation is a modal dialog with
 * JavaScript and a second step of the page without.
 */
export function DeleteByCode({
  result,
  title,
  intro,
  field = projectId,
  submitLabel,
  busyLabel,
  confirmTitle,
  question,
  confirmLabel,
}: DeleteByCodeProps) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const deleting = submitting && navigation.formData?.get("intent") === "delete";
  const confirming = result?.step === "confirm" ? result : null;
  // A finished deletion empties the field for the next one; an error keeps what was typed.
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (result?.step === "done" && result.ok) setFormKey((k) => k + 1);
  }, [result]);
  return (
    <AdminPage title={title}>
      {intro}
      <PageNotice ok={result?.ok ?? false} text={result?.step === "done" ? result.message : null} />
      <Form method="post" noValidate key={formKey}>
        <fieldset disabled={submitting} className="plain-fieldset">
          <TextField name={field.name} label={field.label} required autoComplete="off" defaultValue={result?.code} />
          <button type="submit" name="intent" value="confirm" className="button danger">
            {deleting ? busyLabel : submitLabel}
          </button>
        </fieldset>
      </Form>
      {confirming ? (
        <UrlDialog title={confirmTitle} closeHref={pathname}>
          {question(confirming.matches)}
          <Form method="post">
            <input type="hidden" name={field.name} value={confirming.code} />
            <input type="hidden" name="intent" value="delete" />
            <div className="row-actions">
              <Link className="button" to={pathname} replace aria-disabled={submitting || undefined}>
                Cancel
              </Link>
              <button type="submit" className="button danger" disabled={submitting}>
                {deleting ? busyLabel : confirmLabel}
              </button>
            </div>
          </Form>
        </UrlDialog>
      ) : null}
    </AdminPage>
  );
}
