import { localizedField } from "~/forms/locale-fields";
import type { MemberTexts } from "~/forms/member";
import { type Locale, locales } from "~/i18n/locales";
import { type LanguageTextInput, LanguageTexts } from "./language-texts";

const textInputs: readonly (LanguageTextInput & { field: keyof MemberTexts })[] = [
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

/** A member's designation and message: one group per language of the registry, as the project form has. */
export function MemberTextFields({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return locales.map((locale) => (
    <LanguageTexts
      key={locale}
      locale={locale}
      inputs={textInputs}
      values={values}
      errors={errors}
      hint="A member without a designation is shown as Member; the message is shown on the back of the card."
    />
  ));
}
