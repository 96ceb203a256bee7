import type { FieldMetadata } from "@conform-to/react";
import { localizedField } from "~/forms/locale-fields";
import { defaultLocale, type Locale, languageOf } from "~/i18n/locales";
import { TextField } from "./admin-page";
import { FormField } from "./official-form";

/** One text of a language group: its field (title → titleEn, titleKo…) and its label after the language's name. */
export interface LanguageTextInput {
  field: string;
  label: string;
  multiline?: boolean;
  rows?: number;
}

interface LanguageTextsProps {
  locale: Locale;
  inputs: readonly LanguageTextInput[];
  /** Typed values and errors, by form field (titleEn, titleKo…). */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Said under the default language's legend (other languages say how they fall back). */
  hint?: string;
}

/**
 * One language's texts in an officials' form (one group per language of the
 * registry); every language but the default one is optional, field by field.
 */
export function LanguageTexts({ locale, inputs, values, errors, hint }: LanguageTextsProps) {
  const { englishName, htmlLang } = languageOf(locale);
  const translated = locale !== defaultLocale;
  const lang = translated ? htmlLang : undefined;
  const note = translated ? `Any field left empty shows the English text on the ${englishName} pages.` : hint;
  return (
    <fieldset className="form-group">
      <legend>
        {englishName} text{translated ? " (optional)" : ""}
      </legend>
      {note ? <p className="hint">{note}</p> : null}
      {inputs.map(({ field, label, multiline, rows }) => {
        const name = localizedField(field, locale);
        return (
          <TextField
            key={name}
            name={name}
            label={`${englishName} ${label}`}
            lang={lang}
            multiline={multiline}
            rows={rows}
            defaultValue={values[name]}
            error={errors[name]}
          />
        );
      })}
    </fieldset>
  );
}

/**
 * The same group of one language's texts in an OfficialForm: `field` gives
 * the Conform field of a form field name (titleEn, titleKo…), which carries
 * what was typed and its messages.
 */
export function OfficialLanguageTexts({
  locale,
  inputs,
  field,
  hint,
}: {
  locale: Locale;
  inputs: readonly LanguageTextInput[];
  field: (name: string) => FieldMetadata<unknown>;
  hint?: string;
}) {
  const { englishName, htmlLang } = languageOf(locale);
  const translated = locale !== defaultLocale;
  const note = translated ? `Any field left empty shows the English text on the ${englishName} pages.` : hint;
  return (
    <fieldset className="form-group">
      <legend>
        {englishName} text{translated ? " (optional)" : ""}
      </legend>
      {note ? <p className="hint">{note}</p> : null}
      {inputs.map(({ field: base, label, multiline, rows }) => {
        const name = localizedField(base, locale);
        return (
          <FormField
            key={name}
            field={field(name)}
            label={`${englishName} ${label}`}
            lang={translated ? htmlLang : undefined}
            multiline={multiline}
            rows={rows}
          />
        );
      })}
    </fieldset>
  );
}
