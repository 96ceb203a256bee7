import type { FieldMetadata } from "@conform-to/react";
import { localizedField } from "~/forms/locale-fields";
import type { MemberTexts } from "~/forms/member";
import { defaultLocale, type Locale, languageOf, locales } from "~/i18n/locales";
import { FormField } from "./official-form";

const textInputs: readonly { field: keyof MemberTexts; label: string; multiline?: boolean }[] = [
  { field: "designation", label: "designation" },
  { field: "message", label: "message", multiline: true },
];

/** The form's values for a member's stored texts (designationEn, messageEn, designationKo…). */
export function memberTextValues(texts: Record<Locale, MemberTexts>): Record<string, string> {
  return Object.fromEntries(
    locales.flatMap((locale) =>
      textInputs.map(({ field }) => [localizedField(field, locale), texts[locale][field] ?? ""]),
    ),
  );
}

/**
 * A member's designation and message in an OfficialForm: one group per
 * language of the registry, as the project form has; every text is optional.
 * `fields` are the form's Conform fields (designationEn, messageEn, designationKo…).
 */
export function MemberTextFields({ fields }: { fields: Record<string, FieldMetadata<unknown>> }) {
  return locales.map((locale) => {
    const { englishName, htmlLang } = languageOf(locale);
    const translated = locale !== defaultLocale;
    const note = translated
      ? `Any field left empty shows the English text on the ${englishName} pages.`
      : "A member without a designation is shown as Member; the message is shown on the back of the card.";
    return (
      <fieldset key={locale} className="form-group">
        <legend>
          {englishName} text{translated ? " (optional)" : ""}
        </legend>
        <p className="hint">{note}</p>
        {textInputs.map(({ field, label, multiline }) => {
          const name = localizedField(field, locale);
          const metadata = fields[name];
          return metadata ? (
            <FormField
              key={name}
              field={metadata}
              label={`${englishName} ${label}`}
              lang={translated ? htmlLang : undefined}
              multiline={multiline}
            />
          ) : null;
        })}
      </fieldset>
    );
  });
}
