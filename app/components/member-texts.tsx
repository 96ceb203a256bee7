import type { FieldMetadata } from "@conform-to/react";
import { localizedField } from "~/forms/locale-fields";
import { type Locale, locales } from "~/i18n/locales";
import type { MemberTexts } from "~/models/members.server";
import { OfficialLanguageTexts } from "./language-texts";

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
