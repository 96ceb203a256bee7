import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod/mini";
import { type PublicFormReply, parseWithSchema, withoutConformNames } from "./conform";

type AnySubmission = Submission<unknown, string[], unknown>;

/**
 * A visitor's form (join, contact, sign-in) checked by its schema the way the
 * officials' forms are (parseWithSchema), each field's code put in the page's
 * words by `translate`. The visitors' pages run no Conform in the browser, so
 * they never send Conform's intents: those names are left out, so a posted
 * "reset" or "validate" intent does nothing.
 */
export function parsePublicForm<S extends z.ZodMiniType>(
  form: FormData,
  schema: S,
  translate: (code: string, field: string) => string,
) {
  return parseWithSchema(withoutConformNames(form), schema, translate);
}

/**
 * The form did its work: the page says so (`message`, in its language) and the
 * form is empty again (Conform's reset: no values sent back).
 */
export function replyPublicDone<O extends string>(
  formId: string,
  submission: AnySubmission | null,
  outcome: O,
  message: string,
): PublicFormReply<O> {
  const result = submission ? submission.reply({ resetForm: true }) : { initialValue: null };
  return { formId, ok: true, outcome, message, result };
}

/**
 * The form is refused or could not be handled: what was typed goes back (but
 * `hideFields`, a password), each field with its messages from the schema,
 * and `message` above the form for a reason no field has (null when the
 * fields say it). `status` keeps each case's HTTP status; `headers` go with it
 * (429's Retry-After).
 */
export function replyPublicRefused<O extends string>(
  formId: string,
  submission: AnySubmission,
  outcome: O,
  options: {
    message?: string | null;
    hideFields?: readonly string[];
    /** Messages for fields the schema could not judge (a reference already stored). */
    fieldErrors?: Record<string, string[]>;
    status: 400 | 401 | 403 | 404 | 409 | 429 | 500;
    headers?: HeadersInit;
  },
) {
  const result = submission.reply({
    hideFields: options.hideFields ? [...options.hideFields] : undefined,
    fieldErrors: options.fieldErrors,
  });
  return data<PublicFormReply<O>>(
    { formId, ok: false, outcome, message: options.message ?? null, result },
    { status: options.status, headers: options.headers },
  );
}
