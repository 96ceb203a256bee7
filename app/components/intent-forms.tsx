import type { ReactNode } from "react";
import { Form } from "react-router";
import { type Locale, languages } from "~/i18n/locales";

/** A form of one button that posts its intent (sign out, withdraw a request…) to the page's action. */
export function IntentButton({
  intent,
  children,
  danger = false,
  action,
  hidden = {},
  label,
}: {
  intent: string;
  children: ReactNode;
  danger?: boolean;
  action?: string;
  /** More fields the intent needs (the id of what it is about). */
  hidden?: Record<string, string>;
  /** The button's name for a screen reader, when its text alone does not say what it is about. */
  label?: string;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={danger ? "button danger" : "button"} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

/**
 * The choice of an account's language (intent "language"): the language of
 * its e-mails and, for an official, of the officials' screens.
 */
export function LanguageChoice({
  id,
  label,
  current,
  submit,
  saved,
}: {
  id: string;
  label: string;
  current: Locale;
  submit: string;
  /** The action's answer, once saved (a page that reloads in the new language may have none). */
  saved?: string | null;
}) {
  return (
    <Form method="post" className="official-form">
      <input type="hidden" name="intent" value="language" />
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select id={id} name="language" defaultValue={current} key={current}>
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.htmlLang}>
              {language.nativeName}
            </option>
          ))}
        </select>
      </div>
      {saved ? (
        <p role="status" className="form-result form-success">
          {saved}
        </p>
      ) : null}
      <button type="submit" className="button">
        {submit}
      </button>
    </Form>
  );
}
