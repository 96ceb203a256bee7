import { type FormEvent, type HTMLAttributes, type MouseEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { PublicFormReply } from "~/forms/conform";
import { formStartedField, honeypotField, type MessageOutcome } from "~/forms/form-fields";

/** One field of a public form. */
export interface FieldSpec<F extends string> {
  name: F;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  multiline?: boolean;
  /** A choice of these values (a select); the first is chosen until the visitor picks one. */
  options?: readonly { value: string; label: string }[];
  /** A checkbox that sends "yes" when ticked; `label` is its sentence. */
  checkbox?: boolean;
  /** Not required: the label does not say so and the browser does not ask. */
  optional?: boolean;
  /** What the field holds before anything is typed (a choice made earlier on the page). */
  defaultValue?: string;
  /** The key of the fieldset this field goes in (MessageForm's `groups`); fields of one group follow each other. */
  group?: string;
}

/** A fieldset around some of a form's fields: its legend and a sentence about it. */
export interface FieldGroup {
  legend: string;
  intro?: string;
}

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
  /**
   * The action's answer (messageAction): each field's messages already in the
   * page's language, the typed values, and what happened.
   */
  reply: PublicFormReply<MessageOutcome> | undefined;
  /** The signed time the page was served (form-timing.server.ts), sent back in a hidden field. */
  stamp: string;
  copy: MessageFormCopy;
  groups?: Record<string, FieldGroup>;
  /** Values the page chose for the visitor (hidden fields): what the reply sent back wins. */
  hidden?: Record<string, string>;
  /** Where the form posts when not to the page's own address (its query string kept). */
  action?: string;
}

/** A typed value the reply sent back, as the field shows it. */
function typedValue(reply: PublicFormReply | undefined, name: string): string {
  const value = reply?.result.initialValue?.[name];
  return typeof value === "string" ? value : "";
}

/**
 * A form that posts to its route's action and works without JavaScript: the
 * server checks it with the form's schema and answers (a PublicFormReply) with
 * each field's message in the page's language and the typed values, and the
 * page shows them. No schema and no Conform run in the browser, to keep the
 * visitors' pages light (decision 0063); with JavaScript the form is sent
 * without a page load, the focus moves to the error summary, and a successful
 * submission empties the form.
 */
export function MessageForm<F extends string>({
  id,
  fields,
  reply,
  stamp,
  copy,
  groups = {},
  hidden = {},
  action,
}: MessageFormProps<F>) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // Sending again hides the last answer's result sentence until the next answer comes.
  const [answered, setAnswered] = useState<PublicFormReply<MessageOutcome>>();
  const status = reply && reply !== answered && reply.outcome !== "invalid" ? reply.outcome : null;
  const errors = reply?.outcome === "invalid" ? (reply.result.error ?? {}) : {};
  const refused = reply?.outcome === "invalid" ? reply : null;

  useEffect(() => {
    if (refused) summaryRef.current?.focus();
  }, [refused]);

  useEffect(() => {
    if (reply?.outcome === "sent") {
      formRef.current?.reset();
      statusRef.current?.scrollIntoView({ block: "nearest" });
    } else if (reply?.outcome === "failed" || reply?.outcome === "limited") {
      statusRef.current?.scrollIntoView({ block: "nearest" });
    }
  }, [reply]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    setAnswered(reply);
  }

  function focusField(event: MouseEvent<HTMLAnchorElement>, field: F) {
    const input = document.getElementById(`${id}-${field}`);
    if (!input) return;
    event.preventDefault();
    input.focus();
    document.querySelector(`label[for="${id}-${field}"]`)?.scrollIntoView({ block: "center" });
  }

  // Shown again after an answer, the form keeps the time it was first served.
  const keptStamp = typedValue(reply, formStartedField);
  const errorEntries = fields.flatMap((field) => {
    const text = errors[field.name]?.[0];
    return text ? [{ field: field.name, text }] : [];
  });

  return (
    <Form
      method="post"
      action={action}
      ref={formRef}
      noValidate
      className="message-form"
      aria-label={copy.formLabel}
      onSubmit={onSubmit}
    >
      {errorEntries.length > 0 || refused?.message ? (
        <div className="error-summary" ref={summaryRef} tabIndex={-1}>
          <h2 id={`${id}-error-summary`}>{copy.errorSummary}</h2>
          {refused?.message ? <p>{refused.message}</p> : null}
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
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={typedValue(reply, name) || value} />
      ))}
      {groupRuns(fields).map((run) => {
        const inputs = run.fields.map((field) => (
          <FieldInput
            key={field.name}
            formId={id}
            field={field}
            value={reply ? typedValue(reply, field.name) : (field.defaultValue ?? "")}
            error={errors[field.name]?.[0]}
            errorPrefix={copy.errorPrefix}
          />
        ));
        const group = run.group ? groups[run.group] : undefined;
        if (!group) return inputs;
        return (
          <fieldset key={run.group} className="form-group">
            <legend>{group.legend}</legend>
            {group.intro ? <p className="field-hint">{group.intro}</p> : null}
            {inputs}
          </fieldset>
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

/** Fields in order, those of one group together. */
function groupRuns<F extends string>(fields: FieldSpec<F>[]) {
  const runs: { group?: string; fields: FieldSpec<F>[] }[] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (last && last.group === field.group) last.fields.push(field);
    else runs.push({ group: field.group, fields: [field] });
  }
  return runs;
}

function FieldInput<F extends string>({
  formId,
  field,
  value,
  error,
  errorPrefix,
}: {
  formId: string;
  field: FieldSpec<F>;
  value: string;
  error: string | undefined;
  errorPrefix: string;
}) {
  const inputId = `${formId}-${field.name}`;
  const hintId = field.hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id: inputId,
    name: field.name,
    required: !field.optional,
    autoComplete: field.autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  const hint = field.hint ? (
    <p id={hintId} className="field-hint">
      {field.hint}
    </p>
  ) : null;
  const errorLine = error ? (
    <p id={errorId} className="field-error">
      <span className="visually-hidden">{errorPrefix} </span>
      {error}
    </p>
  ) : null;
  if (field.checkbox)
    return (
      <div className={error ? "field field-check has-error" : "field field-check"}>
        {errorLine}
        <input type="checkbox" value="yes" defaultChecked={value === "yes"} {...common} />
        <label htmlFor={inputId}>{field.label}</label>
        {hint}
      </div>
    );
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={inputId}>{field.label}</label>
      {hint}
      {errorLine}
      {field.options ? (
        <select defaultValue={value} {...common}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.multiline ? (
        <textarea rows={field.optional ? 3 : 6} defaultValue={value} {...common} />
      ) : (
        <input
          type={field.type ?? "text"}
          inputMode={field.inputMode}
          spellCheck={false}
          defaultValue={value}
          {...common}
        />
      )}
    </div>
  );
}
