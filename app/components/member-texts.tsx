import type { FieldMetadata } from "@conform-to/react";
import { localizedField } from "~/forms/locale-fields";
import { type Locale, locales } from "~/i18n/locales";
import { type MemberTexts, memberTextFields, memberTextNames } from "~/models/member-texts";
import { type LanguageTextInput, OfficialLanguageTexts } from "./language-texts";

/** A member's texts in each language (designationEn, messageEn, designationKo…), as the model declares them. */
const textInputs: readonly LanguageTextInput[] = memberTextNames.map((name) => {
  const { label, rows } = memberTextFields[name];
  return rows > 0
    ? { field: name, label: label.toLowerCase(), multiline: true, rows }
    : { field: name, label: label.toLowerCase() };
});

/** The form's values for a member's stored texts (designationEn, messageEn, designationKo…). */
export function memberTextValues(texts: Record<Locale, MemberTexts>): Record<string, string> {
  return Object.fromEntries(
    locales.flatMap((locale) =>
      memberTextNames.map((name) => [localizedField(name, locale), texts[locale][name] ?? ""]),
    ),
  );
}

/**
 * A member's designation and message in an OfficialForm: one group per
 * language of the registry, as the project form has; every text is optional.
 * `fields` are the form's Conform fields (designationEn, messageEn, designationKo…).
 */
export function MemberTextFields({ fields }: { fields: Record<string, FieldMetadata<unknown>> }) {
  // (Conform's fields object answers every name.)
  const field = (name: string) => fields[name] as FieldMetadata<unknown>;
  return locales.map((locale) => (
    <OfficialLanguageTexts
      key={locale}
      locale={locale}
      inputs={textInputs}
      field={field}
      hint="A member without a designation is shown as Member; the message is shown on the back of the card."
    />
  ));
}
