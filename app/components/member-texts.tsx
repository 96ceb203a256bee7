import type { FieldMetadata } from "@conform-to/react";
import { localizedField } from "~/forms/locale-fields";
import { useRecordsCopy } from "~/i18n/content/admin/records";
import { type Locale, locales } from "~/i18n/locales";
import { type MemberTexts, memberTextFields, memberTextNames } from "~/models/member-texts";
import { type LanguageTextInput, OfficialLanguageTexts } from "./language-texts";

/** A member's texts in each language (designationEn, messageEn, designationKo…), as the model declares them, labelled in `words`. */
function textInputs(words: Partial<Record<string, string>>): readonly LanguageTextInput[] {
  return memberTextNames.map((name) => {
    const { label: english, rows } = memberTextFields[name];
    const label = words[name] ?? english.toLowerCase();
    return rows > 0 ? { field: name, label, multiline: true, rows } : { field: name, label };
  });
}

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
  const { member: words } = useRecordsCopy();
  const inputs = textInputs({ designation: words.designation, message: words.message });
  return locales.map((locale) => (
    <OfficialLanguageTexts key={locale} locale={locale} inputs={inputs} field={field} hint={words.textsHint} />
  ));
}
