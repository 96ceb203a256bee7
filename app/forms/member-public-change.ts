// zod/mini: shipped to the browser with the members' profile page (decision 0019).
import { z } from "zod/mini";
import { type Locale, locales } from "~/i18n/locales";
import { type MemberTexts, memberTextFields, memberTextNames } from "~/models/member-texts";
import { localizedField, localizedFields } from "./locale-fields";
import { optionalText, requiredText, text } from "./official-fields";

/**
 * What a member asks to change on the public members page: name, photo and,
 * per language, designation and message. The schema reports codes; the
 * members' area catalogue words them in the page's language.
 */
export const publicChangeCodes = {
  nameRequired: "name-required",
  tooLong: "too-long",
  photo: "photo",
} as const;

export type PublicChangeCode = (typeof publicChangeCodes)[keyof typeof publicChangeCodes];

export const publicChangeSchema = z.pipe(
  z.object({
    name: requiredText(120, publicChangeCodes.nameRequired, publicChangeCodes.tooLong),
    photo: text(20, publicChangeCodes.photo).check(z.regex(/^\d*$/, { error: publicChangeCodes.photo })),
    ...(localizedFields(
      Object.fromEntries(
        memberTextNames.map((name) => [name, optionalText(memberTextFields[name].max, publicChangeCodes.tooLong)]),
      ),
    ) as Record<`${keyof MemberTexts}${Capitalize<Locale>}`, ReturnType<typeof optionalText>>),
  }),
  z.transform((parsed) => {
    const fields = parsed as Record<string, unknown>;
    const texts = Object.fromEntries(
      locales.map((locale) => [
        locale,
        Object.fromEntries(
          memberTextNames.map((name) => [name, (fields[localizedField(name, locale)] as string | null) ?? null]),
        ),
      ]),
    ) as Record<Locale, MemberTexts>;
    return { name: parsed.name, photoId: parsed.photo === "" ? null : Number(parsed.photo), texts };
  }),
);
