import type { FieldMetadata } from "@conform-to/react";
import { localizedField } from "~/forms/locale-fields";
import { defaultLocale, type Locale, languageOf } from "~/i18n/locales";
import { FormField } from "./official-form";

/** One text of a language group: its field (title → titleEn, titleKo…) and its label after the language's name. */
export interface LanguageTextInput {
  field: string;
  label: string;
  multiline?: boolean;
  rows?: number;
}

/**
 * One language's texts in an OfficialForm (one group per language of the
 * registry; every language but the default one is optional, field by field):
 * `field` gives the Conform field of a form field name (titleEn, titleKo…),
 * which carries what was typed and its messages.
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
