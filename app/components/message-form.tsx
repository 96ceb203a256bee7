import { type FormEvent, type HTMLAttributes, type MouseEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { formStartedField, honeypotField } from "~/forms/form-fields";
import { fill } from "~/i18n/types";

/** One field of a public form. */
export interface FieldSpec<F extends string> {
  name: F;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  multiline?: boolean;
}

/** What the form's action answers: field errors (400), too many messages (429), a failure to store (500), or sent. */
export type MessageActionData<F extends string> =
  | { errors: Partial<Record<F, string>>; values: Record<F, string>; stamp?: string }
  | { limited: true; values: Record<F, string>; stamp?: string }
  | { failed: true; values: Record<F, string>; stamp?: string }
  | { sent: true };

export interface MessageFormCopy {
  formLabel: string;
  required: string;
  submit: string;
  submitting: string;
  errorSummary: string;
  errorPrefix: string;
  sent: string;
  sentNext: string;
  failed: string;
  failedNext: string;
  limited: string;
  limitedNext: string;
  /** The label of the field only bots fill. */
  trapLabel: string;
}

interface MessageFormProps<F extends string> {
  /** Prefix of every id in the form, unique on the page. */
  id: string;
  fields: FieldSpec<F>[];
  actionData: MessageActionData<F> | undefined;
  /** The signed time the page was served (form-timing.server.ts), sent back in a hidden field. */
  stamp: string;
  copy: MessageFormCopy;
  /** The same schema the action runs, so a mistake is caught before the round trip. */
  validate: (form: FormData) => Partial<Record<F, string>> | null;
  /** Per field, the message of each error code, in the page's language. */
  messages: { readonly [K in F]: Readonly<Record<string, string>> };
  /** Per field, the numbers its messages quote ({min}, {max}). */
  messageValues: Record<F, Record<string, number>>;
}

type Status = "sent" | "failed" | "limited" | null;

function errorsOf<F extends string>(data: MessageActionData<F> | undefined): Partial<Record<F, string>> {
  return data && "errors" in data ? data.errors : {};
}

function statusOf<F extends string>(data: MessageActionData<F> | undefined): Status {
  if (!data) return null;
  if ("sent" in data) return "sent";
  if ("failed" in data) return "failed";
  if ("limited" in data) return "limited";
  return null;
}

/**
 * A form that posts to its route's action and works without JavaScript: the
 * server validates, answers with the errors and the typed values, and the page
 * shows them. With JavaScript the same schema checks first, focus moves to the
 * error summary, and a successful submission empties the form.
 */
export function MessageForm<F extends string>({
  id,
  fields,
  actionData,
  stamp,
  copy,
  validate,
  messages,
  messageValues,
}: MessageFormProps<F>) {
  const message = (field: F, code: string) => fill(messages[field][code] ?? code, messageValues[field]);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // What is shown follows the latest answer from the server, or the latest check in the browser.
  const [errors, setErrors] = useState(() => errorsOf(actionData));
  const [status, setStatus] = useState<Status>(() => statusOf(actionData));
  const [focusSummary, setFocusSummary] = useState(() => (Object.keys(errorsOf(actionData)).length > 0 ? 1 : 0));
  const [seen, setSeen] = useState(actionData);
  if (actionData !== seen) {
    setSeen(actionData);
    const next = errorsOf(actionData);
    setErrors(next);
    setStatus(statusOf(actionData));
    if (Object.keys(next).length > 0) setFocusSummary((n) => n + 1);
  }

  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus();
  }, [focusSummary]);

  useEffect(() => {
    if (actionData && "sent" in actionData) {
      formRef.current?.reset();
      statusRef.current?.scrollIntoView({ block: "nearest" });
    } else if (actionData && ("failed" in actionData || "limited" in actionData)) {
      statusRef.current?.scrollIntoView({ block: "nearest" });
    }
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const found = validate(new FormData(event.currentTarget));
    setStatus(null);
    if (found) {
      event.preventDefault();
      setErrors(found);
      setFocusSummary((n) => n + 1);
    } else {
      setErrors({});
    }
  }

  function focusField(event: MouseEvent<HTMLAnchorElement>, field: F) {
    const input = document.getElementById(`${id}-${field}`);
    if (!input) return;
    event.preventDefault();
    input.focus();
    document.querySelector(`label[for="${id}-${field}"]`)?.scrollIntoView({ block: "center" });
  }

  const values: Partial<Record<F, string>> = actionData && "values" in actionData ? actionData.values : {};
  // Shown again after an answer, the form keeps the time it was first served.
  const keptStamp = actionData && "stamp" in actionData ? actionData.stamp : undefined;
  const errorEntries = fields.flatMap((field) => {
    const code = errors[field.name];
    return code ? [{ field: field.name, text: message(field.name, code) }] : [];
  });

  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      className="message-form"
      aria-label={copy.formLabel}
      onSubmit={onSubmit}
    >
      {errorEntries.length > 0 ? (
        <div className="error-summary" ref={summaryRef} tabIndex={-1}>
          <h2 id={`${id}-error-summary`}>{copy.errorSummary}</h2>
          <ul>
            {errorEntries.map(({ field, text }) => (
              <li key={field}>
                <a href={`#${id}-${field}`} onClick={(event) => focusField(event, field)}>
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div ref={statusRef} className="form-status-area">
        <div role="status" className={status === "sent" ? "form-status sent" : "form-status"}>
          {status === "sent" ? (
            <>
              <p className="form-status-title">{copy.sent}</p>
              <p>{copy.sentNext}</p>
            </>
          ) : null}
        </div>
        <div
          role="alert"
          className={status === "failed" || status === "limited" ? "form-status failed" : "form-status"}
        >
          {status === "failed" ? (
            <>
              <p className="form-status-title">{copy.failed}</p>
              <p>{copy.failedNext}</p>
            </>
          ) : status === "limited" ? (
            <>
              <p className="form-status-title">{copy.limited}</p>
              <p>{copy.limitedNext}</p>
            </>
          ) : null}
        </div>
      </div>
      <p className="form-note">{copy.required}</p>
      <input type="hidden" name={formStartedField} value={keptStamp || stamp} />
      {/* A honeypot: off screen and hidden from assistive technology, so only a bot fills it. */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={`${id}-${honeypotField}`}>{copy.trapLabel}</label>
        <input id={`${id}-${honeypotField}`} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
      </div>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const code = errors[field.name];
        const hintId = field.hint ? `${inputId}-hint` : undefined;
        const errorId = code ? `${inputId}-error` : undefined;
        const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
        const common = {
          id: inputId,
          name: field.name,
          defaultValue: values[field.name] ?? "",
          required: true,
          autoComplete: field.autoComplete,
          "aria-invalid": code ? true : undefined,
          "aria-describedby": describedBy,
        };
        return (
          <div key={field.name} className={code ? "field has-error" : "field"}>
            <label htmlFor={inputId}>{field.label}</label>
            {field.hint ? (
              <p id={hintId} className="field-hint">
                {field.hint}
              </p>
            ) : null}
            {code ? (
              <p id={errorId} className="field-error">
                <span className="visually-hidden">{copy.errorPrefix} </span>
                {message(field.name, code)}
              </p>
            ) : null}
            {field.multiline ? (
              <textarea rows={6} {...common} />
            ) : (
              <input type={field.type ?? "text"} inputMode={field.inputMode} spellCheck={false} {...common} />
            )}
          </div>
        );
      })}
      <p className="form-actions">
        <button type="submit" className="button primary" aria-disabled={submitting || undefined}>
          {submitting ? copy.submitting : copy.submit}
        </button>
      </p>
    </Form>
  );
}
