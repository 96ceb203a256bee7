import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod/mini";
import type { EditConflict } from "./edit-base";

/**
 * The one parser of every form, in the browser (Conform's onValidate, officials'
 * forms only) and in the action: Conform reads the form, the form's zod/mini
 * schema checks it, and each field keeps its own messages (`translate`
 * puts them in the page's language where a form is shown in several; the
 * public forms' schemas report error codes that it turns into the page's
 * words, decision 0063). (Conform's own
 * `@conform-to/zod/v4` adapter pulls full zod into the browser for its type
 * coercion, +17 KB gzipped; our schemas read text themselves. Decision 0019.)
 */
export function parseWithSchema<S extends z.ZodMiniType>(
  form: FormData | URLSearchParams,
  schema: S,
  /** The schema's message (a sentence or an error code) in the page's language; `field` is Conform's name of the field. */
  translate: (message: string, field: string) => string = (message) => message,
): Submission<z.input<S>, string[], z.output<S>> {
  const read = (body: FormData | URLSearchParams) =>
    parse<z.output<S>, string[]>(body, {
      resolve(payload) {
        const result = schema.safeParse(payload);
        if (result.success) return { value: result.data };
        const error: Record<string, string[]> = {};
        for (const issue of result.error.issues) {
          const name = fieldName(issue.path);
          error[name] = [...(error[name] ?? []), translate(issue.message, name)];
        }
        return { error };
      },
    });
  let submission: ReturnType<typeof read>;
  try {
    submission = read(form);
  } catch {
    // Conform reads its own names (__intent__, __state__) as JSON and throws on anything else:
    // a hand-made post gets its fields checked without them, never a 500.
    submission = read(withoutConformNames(form));
  }
  return submission as unknown as Submission<z.input<S>, string[], z.output<S>>;
}

/** The names Conform keeps for its own intents and state. */
export const conformNames: ReadonlySet<string> = new Set(["__intent__", "__state__"]);

/** The form without Conform's own names. */
export function withoutConformNames(form: FormData | URLSearchParams): FormData {
  const fields = new FormData();
  for (const [name, value] of form) if (!conformNames.has(name)) fields.append(name, value);
  return fields;
}

/** Conform's name of a field: `title`, `media[0].alt`; "" is the whole form. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, part) => {
    if (typeof part === "number") return `${name}[${part}]`;
    return name ? `${name}.${String(part)}` : String(part);
  }, "");
}

/**
 * What every officials' form action answers: Conform's reply (errors per
 * field and the typed values, or the instruction to reset), whether it
 * worked, and the sentence announced above the form.
 */
export interface FormReply {
  /** The id of the form that was sent, so a page with several forms shows each its own result. */
  formId: string | null;
  ok: boolean;
  message: string | null;
  result: SubmissionResult<string[]>;
  /** A save refused because someone else changed the record since the form was opened. */
  conflict?: EditConflict;
}

/**
 * What a visitor's form action answers (join, contact, sign-in): the same
 * FormReply, each field's messages already in the page's language and the
 * typed values in `result`, and what happened, for the page to word in its
 * own language and to choose how to show (decision 0063). Read by components
 * that use no Conform in the browser.
 */
export interface PublicFormReply<Outcome extends string = string> extends FormReply {
  outcome: Outcome;
}

export { formIdField } from "~/lib/form-field-names";
