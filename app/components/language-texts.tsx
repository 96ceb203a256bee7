import type { FieldMetadata } from "@conform-to/react";
import { localizedField } from "~/forms/locale-fields";
import { languageName, useEditingCopy } from "~/i18n/content/admin/editing";
import { defaultLocale, type Locale, languageOf } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { FormField } from "./official-form";

/** One text of a language group: its field (title → titleEn, titleKo…) and its label after the language's name, in the screen's language. */
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
  const copy = useEditingCopy();
  const words = copy.languageTexts;
  const { htmlLang } = languageOf(locale);
  const language = languageName(copy, locale);
  const translated = locale !== defaultLocale;
  const note = translated ? fill(words.emptyShowsEnglish, { language }) : hint;
  return (
    <fieldset className="form-group">
      <legend>
        {fill(words.legend, { language })}
        {translated ? words.optional : ""}
      </legend>
      {note ? <p className="hint">{note}</p> : null}
      {inputs.map(({ field: base, label, multiline, rows }) => {
        const name = localizedField(base, locale);
        return (
          <FormField
            key={name}
            field={field(name)}
            label={fill(words.label, { language, label })}
            lang={translated ? htmlLang : undefined}
            multiline={multiline}
            rows={rows}
          />
        );
      })}
    </fieldset>
  );
}
