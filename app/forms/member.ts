// zod/mini: these schemas are shipped to the browser with the member forms (decision 0019).
import { z } from "zod/mini";
import { type Locale, locales } from "~/i18n/locales";
import { type MemberTextName, type MemberTexts, memberTextFields, memberTextNames } from "~/models/member-texts";
import { deleteByIdSchema } from "./delete-by-id";
import { localizedField, localizedFieldLabel } from "./locale-fields";
import { declaredTexts, requiredText, text } from "./official-fields";

/**
 * The member forms' sentences, kept in English here; each screen's catalogue
 * gives them in the official's language (recordsCopy.member.messages, with translatorOf).
 */
export const memberFormMessages = {
  /** SPEC 5's words for a member sent without a name, member ID or joining date. */
  nameIdYearRequired: "Name, Member ID and Year are required.",
  photoRequired: "Please upload the member's image first.",
  nameRequired: "Enter the member's name.",
  memberNoRequired: "Enter the Member ID.",
  joinedOnRequired: "Enter the joining date.",
  nameTooLong: "Keep the name under 120 characters.",
  memberNoTooLong: "Keep the member ID under 40 characters.",
  joinedOnDate: "Enter the joining date as a date.",
  positionRequired: "Position is required.",
  wholeNumber: "Position must be a whole number.",
  memberNoMissing: "Please enter a Member ID.",
  /** official-fields' own limit of a text; {max} is its number. */
  tooLong: "Keep it under {max} characters.",
} as const;

/** SPEC 5's words for a member sent without a name, member ID or joining date. */
export const nameIdYearRequired = memberFormMessages.nameIdYearRequired;
export const photoRequired = memberFormMessages.photoRequired;

const required = {
  name: memberFormMessages.nameRequired,
  memberNo: memberFormMessages.memberNoRequired,
  joinedOn: memberFormMessages.joinedOnRequired,
} as const;

const wholeNumber = memberFormMessages.wholeNumber;

/** The facts of a member; the add form requires Position and reads it as a number (SPEC 5). */
const memberFacts = {
  name: requiredText(120, required.name, memberFormMessages.nameTooLong),
  memberNo: requiredText(40, required.memberNo, memberFormMessages.memberNoTooLong),
  joinedOn: z.pipe(
    requiredText(10, required.joinedOn, memberFormMessages.joinedOnDate).check(
      z.regex(/^\d{4}-\d{2}(-\d{2})?$/, { error: memberFormMessages.joinedOnDate }),
    ),
    z.transform((v) => (v.length === 7 ? `${v}-01` : v)),
  ),
  position: z.pipe(
    requiredText(20, memberFormMessages.positionRequired, wholeNumber).check(
      z.regex(/^-?\d{1,6}$/, { error: wholeNumber }),
    ),
    z.transform(Number),
  ),
};

/** The edit dialog: like the add form, but Position may be left empty (sorts last). */
const memberEditFacts = {
  ...memberFacts,
  position: z.pipe(
    text(20, wholeNumber).check(z.regex(/^(-?\d{1,6})?$/, { error: wholeNumber })),
    z.transform((v) => (v === "" ? null : Number(v))),
  ),
};

/**
 * The photo's media id: uploaded already (with JavaScript), or posted as a
 * file and stored by the action before it checks the form (without). The add
 * form needs one; the edit dialog keeps the member's photo when none is sent.
 */
const photo = { required: requiredText(20, photoRequired), optional: text(20) };

/**
 * One group of the form per language of the registry: designationEn, messageEn,
 * designationKo… all optional, each as long as the model's declaration allows.
 */
const textsSchema = z.object(declaredTexts(memberTextFields));

/**
 * A form's photo, facts and each language's texts; the parsed form holds the
 * facts and the texts gathered by language (the photo's id is the action's:
 * it comes from the upload).
 */
function memberForm<Photo extends z.ZodMiniType<string>, Facts extends Record<string, z.ZodMiniType>>(
  photoField: Photo,
  facts: Facts,
) {
  return z.pipe(
    z.intersection(z.object({ photo: photoField, ...facts }), textsSchema),
    z.transform((parsed) => {
      const fields = parsed as Record<string, unknown>;
      const text = (name: MemberTextName, locale: Locale) =>
        (fields[localizedField(name, locale)] as string | null | undefined) ?? null;
      const texts = Object.fromEntries(
        locales.map((locale) => [
          locale,
          Object.fromEntries(memberTextNames.map((name) => [name, text(name, locale)])),
        ]),
      ) as Record<Locale, MemberTexts>;
      const factsOnly = Object.fromEntries(Object.keys(facts).map((key) => [key, fields[key]])) as {
        [K in keyof Facts]: z.output<Facts[K]>;
      };
      return { ...factsOnly, texts };
    }),
  );
}

export const memberSchema = memberForm(photo.required, memberFacts);
export const memberEditSchema = memberForm(photo.optional, memberEditFacts);

export type MemberInput = z.output<typeof memberSchema>;

/**
 * The sentence above a refused member form: each problem once, in the order
 * of the form, the missing name, member ID or date in SPEC 5's words.
 */
export function memberErrorSummary(
  errors: Record<string, string[] | null> | null | undefined,
  /** The form's translate function, when its errors are in the official's language. */
  translate: (message: string) => string = (message) => message,
): string | null {
  const missing = new Set<string>(Object.values(required).map(translate));
  const sentences = Object.values(errors ?? {})
    .map((messages) => messages?.[0])
    .filter((message): message is string => Boolean(message))
    .map((message) => (missing.has(message) ? translate(nameIdYearRequired) : message));
  return sentences.length > 0 ? [...new Set(sentences)].join(" ") : null;
}

/** Remove Member: the club member ID whose members go (the confirmation sends it again). */
/** The Member ID of the remove-member page. */
export const removeMemberSchema = deleteByIdSchema("memberNo", memberFormMessages.memberNoMissing);

const memberLabels: Record<string, string> = {
  name: "Name",
  memberNo: "Member ID",
  joinedOn: "Joining date",
  position: "Position",
  photo: "Photo",
};

const textLabels = Object.fromEntries(
  memberTextNames.map((name) => [name, memberTextFields[name].label.toLowerCase()]),
);

/** "Korean designation": a member field's label by its name, for the list of conflicts. */
export function memberFieldLabel(name: string): string {
  if (Object.hasOwn(memberLabels, name)) return memberLabels[name] as string;
  return localizedFieldLabel(name, textLabels) ?? name;
}
