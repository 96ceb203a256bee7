import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  parse,
  useForm,
} from "@conform-to/react";
import { createContext, type ReactNode, type RefObject, useContext, useEffect, useMemo, useRef } from "react";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import type { z } from "zod/mini";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { baseField, type ConflictField, choicePrefix, encodeBase, type FormValues, onceField } from "~/forms/edit-base";
import { officialsCopy } from "~/i18n/content/officials";
import type { RootData } from "~/i18n/root-data";
import { type KeptForm, keptValue, markField } from "~/lib/kept-form";
import { focusInView } from "./focus-in-view";
import { formSnapshot, LeaveGuard, type UnsavedChanges, useUnsavedChanges } from "./unsaved-changes";
import { useHydrated } from "./use-hydrated";
import { WholePageFirst } from "./whole-page-first";

type FormSchema = z.ZodMiniType<unknown, Record<string, unknown>>;

function useSignedIn() {
  return (useRouteLoaderData("root") as RootData | undefined)?.signedIn;
}

/**
 * The post of this form that was refused because the session had ended,
 * back after signing in again (?kept=, decision 0055): taken from the page's
 * first render and held until a save of this form succeeds, so reloading
 * the page's data meanwhile does not take it away.
 */
function useKept(formId: string, reply: FormReply | null | undefined): KeptForm | null {
  const offered = useSignedIn()?.kept;
  const kept = useRef(offered && offered.formId === formId ? offered : null);
  if (reply?.ok) kept.current = null;
  return kept.current;
}

/** A kept post's fields as the form's default values (Conform reads nested names as it reads a post). */
function keptDefaults(kept: KeptForm): Record<string, unknown> {
  const form = new URLSearchParams();
  for (const [name, value] of kept.values) if (!name.startsWith("_")) form.append(name, value);
  return parse(form, { resolve: () => ({ value: {} }) }).payload;
}

/**
 * Conform's form for an officials' screen: the schema checks the fields in
 * the browser as the action does on the server, the last reply puts back
 * typed values and errors (or resets to `defaultValue`, see replyDone), and
 * `fields` is typed from the schema, so a misspelt field name fails the
 * type check. `reply` is the action's answer if it is this form's (a page
 * may hold several forms; each sends its id).
 */
export function useOfficialForm<S extends FormSchema>(options: {
  id: string;
  schema: S;
  reply: FormReply | null | undefined;
  defaultValue?: Partial<Record<keyof z.input<S>, string | null>>;
  /** The schema's English messages in the page's language (see parseWithSchema). */
  translate?: (message: string) => string;
}) {
  const latest = options.reply && (options.reply.formId ?? options.id) === options.id ? options.reply : null;
  // Conform resets to `defaultValue` the moment it sees a result. React Router hands over the
  // action's reply before the loaders have run again, so the reply (its result and its message)
  // waits until the navigation is over and the defaults are the stored record; else the form
  // would show the state before the save, and the next save would undo it.
  const settled = useNavigation().state === "idle";
  const shown = useRef(latest);
  if (settled) shown.current = latest;
  const reply = shown.current;
  // A post refused because the session ended comes back filled in, in place of the loaded values.
  const kept = useKept(options.id, reply);
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id: options.id,
    lastResult: reply?.result,
    defaultValue: (kept ? keptDefaults(kept) : options.defaultValue) as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, options.schema, options.translate),
  });
  return { form, fields, reply };
}

/** Puts a value in a visible field of a form, as if typed (a photo's hidden id is left to its picker). */
function setFieldValue(form: HTMLFormElement | null, name: string, value: string) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = value !== "";
  else if (element instanceof HTMLInputElement && element.type === "hidden") return;
  else if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  )
    element.value = value;
  else return;
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The first field the reply finds fault with, in the order the schema checked them. */
function firstInvalidField(reply: FormReply | null | undefined): string | null {
  if (!reply || reply.ok) return null;
  for (const [name, messages] of Object.entries(reply.result.error ?? {})) if (name && messages?.length) return name;
  return null;
}

const AutoFocusContext = createContext<string | null>(null);

interface Conflicts {
  fields: ReadonlyMap<string, { index: number; field: ConflictField }>;
  /** Puts a value in a field of the form (with JavaScript). */
  update: (name: string, value: string) => void;
}
const ConflictContext = createContext<Conflicts>({ fields: new Map(), update: () => {} });

/**
 * The `_base` an edit form sends: the record as the form was opened on it,
 * or, after a refused save, the record as it was stored then (decision 0052).
 */
function useBase(
  base: FormValues | undefined,
  reply: FormReply | null | undefined,
  /** A kept post's base: what the official typed on, before the session ended (decision 0055). */
  keptBase: string | null,
  /** The record as a save outside the form's own post stored it (the page editor's autosave). */
  savedBase: string | null | undefined,
) {
  const opened = base ? encodeBase(base) : null;
  const latest = useRef({ opened, keptBase, savedBase, base: keptBase ?? opened });
  if (latest.current.opened !== opened || latest.current.keptBase !== keptBase)
    latest.current = { ...latest.current, opened, keptBase, base: keptBase ?? opened };
  if (latest.current.savedBase !== savedBase) {
    latest.current.savedBase = savedBase;
    if (savedBase) latest.current.base = savedBase;
  }
  if (reply?.conflict) latest.current.base = reply.conflict.base;
  return latest.current.base;
}

/** What a part of an OfficialForm may need of the form itself (the page editor's autosave). */
interface OfficialFormContextValue {
  formRef: RefObject<HTMLFormElement | null>;
  unsaved: UnsavedChanges;
  /** The form shows a post kept when the session ended, not yet saved again. */
  kept: boolean;
  /** The form shows a save refused because someone else changed the record. */
  conflict: boolean;
}
const OfficialFormContext = createContext<OfficialFormContextValue | null>(null);

/** The OfficialForm this component is drawn in. */
export function useOfficialFormContext(): OfficialFormContextValue {
  const value = useContext(OfficialFormContext);
  if (!value) throw new Error("useOfficialFormContext used outside an OfficialForm");
  return value;
}

interface OfficialFormProps {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata; its fields are typed where they are used
  form: FormMetadata<any>;
  reply: FormReply | null | undefined;
  children: ReactNode;
  action?: string;
  encType?: "multipart/form-data";
  className?: string;
  /**
   * The record as the form shows it, for an edit form: sent back with the
   * save, which is refused if someone else changed it since (decision 0052).
   */
  base?: FormValues;
  /** For a form that adds something: its one-time token, so a repeated post adds one record (decision 0053). */
  once?: string;
  /**
   * Whether leaving with changes not saved asks first (decision 0055): on by
   * default; off for forms that only name something to delete.
   */
  guard?: boolean;
  /** The record as stored by a save this form did not post itself (the page editor's autosave). */
  savedBase?: string | null;
}

/**
 * Every officials' form: a post that works without JavaScript, the fields
 * disabled while it is sent, and the result of the last submission
 * announced and in view. With JavaScript the first invalid field, or else
 * the result sentence, takes the focus and is scrolled to the middle of the
 * screen; without it the server renders the same element with `autofocus`,
 * which the browser focuses and scrolls to when the page loads.
 */
export function OfficialForm({
  form,
  reply,
  children,
  action,
  encType,
  className,
  base,
  once,
  guard = true,
  savedBase,
}: OfficialFormProps) {
  // From the moment the form is sent until the page shows the stored record again.
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const enhanced = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const conflict = reply?.conflict;
  const invalid = conflict ? (conflict.fields[0]?.name ?? null) : firstInvalidField(reply);
  const signedIn = useSignedIn();
  const copy = signedIn?.copy ?? officialsCopy.en;
  const kept = useKept(form.id, reply);
  const keptRef = useRef<HTMLParagraphElement>(null);
  const sentBase = useBase(base, reply, kept ? keptValue(kept, baseField) : null, savedBase);
  // A form filled in again after signing in holds work that is not stored, though its fields show their defaults.
  const [unsaved, leads] = useUnsavedChanges(formRef, { enabled: guard, unsaved: kept !== null });
  useEffect(() => {
    // What the form holds as the save is answered is what was stored, though its fields' defaults
    // show the record as loaded until the form is drawn again with the stored one.
    if (reply?.ok) unsaved.reset(formRef.current ? formSnapshot(formRef.current) : null);
  }, [reply, unsaved]);
  const keptShown = kept !== null;
  const formContext = useMemo(
    () => ({ formRef, unsaved, kept: keptShown, conflict: conflict !== undefined }),
    [unsaved, keptShown, conflict],
  );
  useEffect(() => {
    if (keptShown) focusInView(keptRef.current);
  }, [keptShown]);
  const conflicts = useMemo<Conflicts>(
    () => ({
      fields: new Map((conflict?.fields ?? []).map((field, index) => [field.name, { index, field }])),
      update: (name, value) => setFieldValue(formRef.current, name, value),
    }),
    [conflict],
  );
  // The refused save's reply holds theirs for the fields this official had not touched; the
  // inputs show what the page was rendered with until they are told.
  useEffect(() => {
    for (const field of conflict?.fields ?? [])
      if (field.untouched) setFieldValue(formRef.current, field.name, field.theirs);
  }, [conflict]);
  useEffect(() => {
    if (!reply) return;
    // A field whose input has another name (a MediaInput's file picker) marks itself with data-field.
    const marked = invalid ? formRef.current?.querySelector(`[data-field="${CSS.escape(invalid)}"]`) : null;
    const named = marked ?? (invalid ? formRef.current?.elements.namedItem(invalid) : null);
    const field = named instanceof RadioNodeList ? named[0] : named;
    focusInView(field instanceof HTMLElement ? field : resultRef.current);
  }, [reply, invalid]);
  return (
    <>
      <Form
        method="post"
        action={action}
        encType={encType}
        className={className}
        ref={formRef}
        // Marks a form whose submissions JavaScript now checks and sends (tests wait for it).
        data-enhanced={enhanced ? "" : undefined}
        {...getFormProps(form)}
      >
        <input type="hidden" name={formIdField} value={form.id} />
        {sentBase !== null ? <input type="hidden" name={baseField} value={sentBase} /> : null}
        {once ? <input type="hidden" name={onceField} value={once} /> : null}
        {signedIn?.mark ? <input type="hidden" name={markField} value={signedIn.mark} /> : null}
        {kept || reply ? <WholePageFirst /> : null}
        {kept && !reply ? (
          <p
            ref={keptRef}
            tabIndex={-1}
            role="status"
            className="form-result form-kept"
            // biome-ignore lint/a11y/noAutofocus: the page the official comes back to after signing in must say why the form is filled in
            autoFocus
          >
            {copy.keptNotice}
          </p>
        ) : null}
        {reply?.message ? (
          <p
            key={JSON.stringify(reply)}
            ref={resultRef}
            tabIndex={-1}
            role={reply.ok ? "status" : "alert"}
            className={`form-result ${reply.ok ? "form-success" : "form-error"}`}
            // biome-ignore lint/a11y/noAutofocus: the page a form post without JavaScript lands on must show its result
            autoFocus={!invalid}
          >
            {reply.message}
          </p>
        ) : null}
        {conflict ? (
          <div className="edit-conflicts">
            <p>{copy.conflictFields}</p>
            <ul>
              {conflict.fields.map((field) => (
                <li key={field.name}>{field.label}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <fieldset disabled={busy} className="plain-fieldset">
          <OfficialFormContext.Provider value={formContext}>
            <ConflictContext.Provider value={conflicts}>
              <AutoFocusContext.Provider value={invalid}>{children}</AutoFocusContext.Provider>
            </ConflictContext.Provider>
          </OfficialFormContext.Provider>
        </fieldset>
      </Form>
      {leads ? <LeaveGuard /> : null}
    </>
  );
}

interface FieldFrameProps {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}

/** The label, hint and error of a field, the error tied to it for screen readers. */
function FieldFrame({ field, label, required, hint, children }: FieldFrameProps) {
  const error = field.errors?.[0];
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {required ? " *" : ""}
      </label>
      {hint ? (
        <p id={`${field.id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={field.errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <ConflictChoice name={field.name} />
    </div>
  );
}

/**
 * Under a field someone else changed since the form was opened: their value
 * and one tap for keeping mine or taking theirs. The server applies the
 * choice on the next save; with JavaScript the field shows it at once.
 */
export function ConflictChoice({ name }: { name: string }) {
  const { fields, update } = useContext(ConflictContext);
  const copy = useSignedIn()?.copy ?? officialsCopy.en;
  const entry = fields.get(name);
  if (!entry) return null;
  const { index, field } = entry;
  const group = `${choicePrefix}${index}`;
  return (
    <fieldset className="conflict-note">
      <legend>{field.untouched ? copy.conflictUntouched : copy.conflictTyping}</legend>
      <p className="conflict-theirs">{field.theirs || copy.conflictEmpty}</p>
      <div className="conflict-choice">
        <label>
          <input
            type="radio"
            name={group}
            value={`mine:${name}`}
            defaultChecked={!field.untouched}
            onChange={() => update(name, field.mine)}
          />{" "}
          {copy.keepMine}
        </label>
        <label>
          <input
            type="radio"
            name={group}
            value={`theirs:${name}`}
            defaultChecked={field.untouched}
            onChange={() => update(name, field.theirs)}
          />{" "}
          {copy.takeTheirs}
        </label>
      </div>
    </fieldset>
  );
}

/** Whether this field takes the focus when the page loads: the first one the last reply refused. */
export function useAutoFocus(field: FieldMetadata<unknown>) {
  return useAutoFocusName(field.name);
}

/** The same for an input of an OfficialForm that is not one of its schema's fields (a file picker). */
export function useAutoFocusName(name: string) {
  return useContext(AutoFocusContext) === name || undefined;
}

interface FormFieldProps {
  field: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "email" | "tel" | "url" | "date" | "month" | "number" | "password";
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  placeholder?: string;
  inputMode?: "numeric" | "text" | "email" | "tel" | "url";
  autoComplete?: string;
  maxLength?: number;
  /** A date field's last allowed day (YYYY-MM-DD). */
  max?: string;
  /** For text in another language than the page's (a project's translated fields). */
  lang?: string;
  hint?: string;
}

/** A labelled text field of an OfficialForm. */
export function FormField({ field, label, type = "text", multiline, rows = 4, hint, ...rest }: FormFieldProps) {
  const autoFocus = useAutoFocus(field);
  const ariaDescribedBy = hint ? `${field.id}-hint` : undefined;
  const { key, ...props } = multiline
    ? getTextareaProps(field, { ariaDescribedBy })
    : getInputProps(field, { type, ariaDescribedBy });
  const common = { ...props, ...rest, autoFocus };
  return (
    <FieldFrame field={field} label={label} required={rest.required} hint={hint}>
      {multiline ? <textarea key={key} rows={rows} {...common} /> : <input key={key} {...common} />}
    </FieldFrame>
  );
}

/**
 * A new password typed twice, as the invitation, the reset link and the account page ask for it;
 * `words` in the page's language where it is shown in several.
 */
export function NewPasswordFields({
  password,
  passwordAgain,
  label = "New password",
  words = {
    label,
    again: `${label} again`,
    hint: "At least 8 characters; a few words you will remember make a good one.",
  },
}: {
  password: FieldMetadata<unknown>;
  passwordAgain: FieldMetadata<unknown>;
  label?: string;
  words?: { label: string; again: string; hint: string };
}) {
  return (
    <>
      <FormField
        field={password}
        label={words.label}
        type="password"
        autoComplete="new-password"
        hint={words.hint}
        required
      />
      <FormField field={passwordAgain} label={words.again} type="password" autoComplete="new-password" required />
    </>
  );
}

/** A labelled choice of an OfficialForm, from `options` as [value, label] pairs. */
export function SelectField({
  field,
  label,
  options,
  required,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  options: readonly (readonly [string, string])[];
  required?: boolean;
  hint?: string;
}) {
  const autoFocus = useAutoFocus(field);
  const { key, ...props } = getSelectProps(field, { ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <FieldFrame field={field} label={label} required={required} hint={hint}>
      {/* biome-ignore lint/a11y/noAutofocus: only the first refused field, on the page a post without JavaScript lands on */}
      <select key={key} {...props} required={required} autoFocus={autoFocus}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A checkbox of an OfficialForm, its label beside it. */
export function CheckboxField({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  const autoFocus = useAutoFocus(field);
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  const error = field.errors?.[0];
  return (
    <div className="field checkbox-field">
      <label>
        {/* biome-ignore lint/a11y/noAutofocus: only the first refused field, on the page a post without JavaScript lands on */}
        <input key={key} {...props} autoFocus={autoFocus} /> {label}
      </label>
      {error ? (
        <p id={field.errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <ConflictChoice name={field.name} />
    </div>
  );
}

/** The primary button of an OfficialForm, which says what it is doing while the form is sent. */
export function SubmitButton({
  children,
  busyLabel,
  disabled,
}: {
  children: ReactNode;
  busyLabel: string;
  /** While a file picker's upload is under way: its medium is not in the form yet. */
  disabled?: boolean;
}) {
  // From the moment the form is sent until the page shows the stored record again.
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  return (
    <button type="submit" className="button primary" disabled={disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
