import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod/mini";
import { officialsCopy } from "~/i18n/content/officials";
import { formatOfficialTimeIn } from "~/i18n/format";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { formText, readForm } from "~/lib/read-form.server";
import { type ParsedUpload, parseUpload, type UploadOptions } from "~/media/upload.server";
import { type FormReply, formIdField, parseWithSchema } from "./conform";
import type { EditConflict, FormValues } from "./edit-base";
import { findConflicts } from "./edit-base.server";

type AnySubmission = Submission<unknown, string[], unknown>;

/** Reads a form without files (readForm's 4xx for a body that is not one) and checks it with its schema. */
export async function readSubmission<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  translate?: (message: string) => string,
) {
  return parseWithSchema(await readForm(request), schema, translate);
}

/**
 * Reads an edit form without files, checked against the record as stored now
 * (`stored`, as the form's defaults have it): the conflicts are the fields
 * someone else changed since the form was opened (findConflicts, decision 0052).
 */
export async function readEditSubmission<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  stored: FormValues,
  labelOf: (name: string) => string | null,
  /** The schema's messages in the official's language. */
  translate?: (message: string) => string,
) {
  const text = formText(await readForm(request));
  const conflicts = findConflicts(text, stored, labelOf);
  return { submission: parseWithSchema(text, schema, translate), conflicts };
}

/** Reads a form with files (parseUpload) and checks its text fields with the schema; the files come back as read. */
export async function readUploadSubmission<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  options?: UploadOptions,
  /** Runs on the text fields before they are checked (findConflicts applies the official's choices). */
  prepare?: (text: URLSearchParams) => void | Promise<void>,
): Promise<{ submission: ReturnType<typeof parseWithSchema<S>>; upload: ParsedUpload }> {
  const upload = await parseUpload(request, options);
  const text = uploadText(upload);
  if (prepare) {
    await prepare(text);
    const fields: Record<string, string[]> = Object.create(null);
    for (const [name, value] of text) fields[name] = [...(fields[name] ?? []), value];
    upload.fields = fields;
  }
  return { submission: parseWithSchema(text, schema), upload };
}

/** The text fields of a form with files, as a form without files has them. */
export function uploadText(upload: ParsedUpload): URLSearchParams {
  const text = new URLSearchParams();
  for (const [name, values] of Object.entries(upload.fields)) for (const value of values) text.append(name, value);
  return text;
}

/** The id of the form a submission came from (OfficialForm sends it). */
function formIdOf(submission: AnySubmission): string | null {
  const id = submission.payload[formIdField];
  return typeof id === "string" ? id : null;
}

/** The first message of the first field with one, in the order the schema reported them. */
function firstMessage(errors: Record<string, string[] | null> | null | undefined): string | null {
  for (const messages of Object.values(errors ?? {})) if (messages?.[0]) return messages[0];
  return null;
}

/**
 * The form is refused: every field keeps what was typed, each field its
 * messages, and above the form `message` (by default the first field's
 * message). `fieldErrors` adds what only the server can know (a taken ID, a
 * bad upload). `hideFields` are not sent back (passwords). `status` says why:
 * 404/410 for a link that no longer works, 429 when throttled.
 */
export function replyInvalid(
  submission: AnySubmission,
  options: {
    message?: string;
    fieldErrors?: Record<string, string[]>;
    formErrors?: string[];
    hideFields?: readonly string[];
    status?: 400 | 404 | 409 | 410 | 429;
  } = {},
) {
  const result = submission.reply({
    fieldErrors: options.fieldErrors,
    formErrors: options.formErrors,
    hideFields: options.hideFields ? [...options.hideFields] : undefined,
  });
  const message = options.message ?? firstMessage(result.error);
  return data<FormReply>(
    { formId: formIdOf(submission), ok: false, message, result },
    { status: options.status ?? 400 },
  );
}

/**
 * The one reset rule: after a success the form shows what is now true. Conform
 * resets every field to its default value, so a form that adds something is
 * empty again and a form that edits something shows the saved record (its
 * defaults come from the loader, which runs again after the action).
 */
export function replyDone(submission: AnySubmission, message: string): FormReply {
  return { formId: formIdOf(submission), ok: true, message, result: submission.reply({ resetForm: true }) };
}

/** The server could not do it (a database or storage failure): nothing typed is lost. */
export function replyFailed(submission: AnySubmission, message: string, status: 500 | 503 = 500) {
  return data<FormReply>({ formId: formIdOf(submission), ok: false, message, result: submission.reply() }, { status });
}

/**
 * The save is refused because the record changed since the form was opened
 * (findConflicts): every field keeps what was typed, the fields someone else
 * changed carry their value and a choice, and the stored values become the
 * form's base, so the next save goes through with the choices made.
 */
export function replyConflict(submission: AnySubmission, conflict: EditConflict, locale: Locale = defaultLocale) {
  const copy = officialsCopy[locale];
  const message = fill(copy.conflictNotSaved, {
    who: conflict.by ? fill(copy.conflictWhoNamed, { name: conflict.by }) : copy.conflictWhoSomeone,
    when: conflict.at ? fill(copy.conflictWhen, { time: formatOfficialTimeIn(conflict.at, locale) }) : "",
    count:
      conflict.fields.length === 1
        ? copy.conflictOneField
        : fill(copy.conflictSomeFields, { count: conflict.fields.length }),
  });
  return data<FormReply>(
    { formId: formIdOf(submission), ok: false, message, result: submission.reply(), conflict },
    { status: 409 },
  );
}
