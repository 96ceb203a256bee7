// zod/mini: this schema is shipped to the browser with the project forms (decision 0019).
import { z } from "zod/mini";
import { en } from "~/i18n/en";
import { type Locale, locales } from "~/i18n/locales";
import { youtubeId } from "~/lib/video-id";
import { altField } from "~/media/texts";
import { uploadMessages } from "~/media/upload-messages";
import { type ProjectTextName, type ProjectTexts, projectTextFields, projectTextNames } from "~/models/project-texts";
import { deleteByIdSchema } from "./delete-by-id";
import { localizedField, localizedFieldLabel } from "./locale-fields";
import { checkbox, declaredTexts, isRealDate, requiredText, text } from "./official-fields";

export const projectIdRequired = "Project ID is required.";
export const projectDateRequired = "Project date is required.";
export const validProjectId = "Please enter a valid Project ID.";

/**
 * The project forms' sentences (the schema's, the upload's and the action's
 * own), in English: each screen's catalogue gives them in its language
 * (translatorOf), in the browser and in the action alike. {placeholders}
 * stand for the values a sentence is built with.
 */
export const projectFormMessages = {
  idRequired: projectIdRequired,
  idTooLong: "Keep the Project ID under 60 characters.",
  idCharacters: "Use only letters, digits, - and _ in the Project ID.",
  validId: validProjectId,
  dateRequired: projectDateRequired,
  dateInvalid: "Enter the project date as a date (YYYY-MM-DD).",
  videoTooLong: "Keep the video URL under 500 characters.",
  videoNotYouTube: en.projectForm.videoUrlNotYouTube,
  cost: "Cost must be a whole number of rupees, 0 or more.",
  manHours: "Man hours must be a whole number, 0 or more.",
  /** A project text longer than its declaration allows (official-fields.ts's text()). */
  keepUnder: "Keep it under {max} characters.",
  /** models/project-rules.ts's duplicateCodeMessage. */
  duplicate: "A project with the ID {code} already exists.",
  uploadFailed: "Upload failed. Please try again.",
  ...uploadMessages,
} as const;

export const mediaSlots = ["media1", "media2", "media3"] as const;
export type MediaSlot = (typeof mediaSlots)[number];

/** A whole number from 0 up, or empty; "1,00,000" is read as 100000, as Indian officials write it. */
const wholeNumber = (message: string) =>
  z.pipe(
    z.prefault(
      z.string().check(
        z.overwrite((v) => v.replace(/[\s,]/g, "")),
        z.regex(/^\d{0,9}$/, { error: message }),
      ),
      "",
    ),
    z.transform((v) => (v === "" ? null : Number(v))),
  );

/** The form field of a project text: titleEn, shortNoteKo, descriptionHi… (the model declares the texts). */
export type ProjectTextFormName = `${ProjectTextName}${Capitalize<Locale>}`;

const textsShape = declaredTexts(projectTextFields);

const optionalString = () => z.optional(z.string());

/**
 * Each media slot's fields besides the medium itself (its id, or the file
 * posted without JavaScript, which the action resolves): its description in
 * each language (media1_altEn, media1_altKo…, which resolveMedia stores with
 * the medium), and in the edit dialog its position and remove box.
 */
const mediaShape = Object.fromEntries(
  mediaSlots.flatMap((slot) => [
    // resolveMedia keeps the first 300 characters; the inputs take no more.
    ...locales.map((locale) => [altField(slot, locale), optionalString()] as const),
    [`${slot}_order`, optionalString()],
    [`${slot}_remove`, checkbox()],
  ]),
) as Record<`${MediaSlot}_alt${Capitalize<Locale>}` | `${MediaSlot}_order`, ReturnType<typeof optionalString>> &
  Record<`${MediaSlot}_remove`, ReturnType<typeof checkbox>>;

/**
 * The new-project form and the edit dialog. Only the ID and the date are
 * required (SPEC 5); titles fall back to Untitled and a translated page falls
 * back to the English text, field by field.
 */
const fieldsSchema = z.object({
  code: requiredText(60, projectIdRequired, projectFormMessages.idTooLong).check(
    z.regex(/^[A-Za-z0-9_-]+$/, { error: projectFormMessages.idCharacters }),
  ),
  projectDate: z.prefault(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: projectDateRequired, abort: true }),
        z.refine(isRealDate, { error: projectFormMessages.dateInvalid }),
      ),
    "",
  ),
  videoUrl: z.pipe(
    text(500, projectFormMessages.videoTooLong).check(
      // Only a YouTube video can be shown (project.tsx embeds it); anything else would save and show nothing.
      z.refine((v) => v === "" || youtubeId(v) !== null, { error: en.projectForm.videoUrlNotYouTube }),
    ),
    z.transform((v) => (v === "" ? null : v)),
  ),
  cost: wholeNumber(projectFormMessages.cost),
  manHours: wholeNumber(projectFormMessages.manHours),
  signature: checkbox(),
  draft: checkbox(),
  ...textsShape,
  ...mediaShape,
});

/** The whole form: the facts, each language's texts gathered by language, and the media slots' fields. */
export const projectSchema = z.pipe(
  fieldsSchema,
  z.transform((v) => {
    const read = (name: ProjectTextName, locale: Locale) =>
      v[localizedField(name, locale) as ProjectTextFormName] ?? null;
    const texts = Object.fromEntries(
      locales.map((locale) => [locale, Object.fromEntries(projectTextNames.map((name) => [name, read(name, locale)]))]),
    ) as Record<Locale, ProjectTexts>;
    return { ...v, texts };
  }),
);

export type ProjectInput = z.output<typeof projectSchema>;
/** The project form's fields by name, as typed (the edit dialog's defaults). */
export type ProjectFormValues = Partial<Record<keyof z.input<typeof fieldsSchema>, string | null>>;

/** The Project ID of the delete-project and remove-signature-mark pages. */
export const projectIdSchema = deleteByIdSchema("code", validProjectId);

const factLabels: Record<string, string> = {
  code: "Project ID",
  projectDate: "Project date",
  videoUrl: "Video URL",
  cost: "Cost",
  manHours: "Man hours",
  signature: "Signature project",
  draft: "Published or draft",
};

const textLabels = Object.fromEntries(
  projectTextNames.map((name) => [name, projectTextFields[name].label.toLowerCase()]),
);

/** "Korean title", "Photo or video 2: Korean description": a project field's label by its name, for the list of conflicts. */
export function projectFieldLabel(name: string): string {
  if (Object.hasOwn(factLabels, name)) return factLabels[name] as string;
  const slot = /^media(\d)(?:_(.+))?$/.exec(name);
  if (slot) {
    const what = `Photo or video ${slot[1]}`;
    if (slot[2] === undefined || slot[2] === "remove") return what;
    if (slot[2] === "order") return `${what}: position`;
    const description = localizedFieldLabel(slot[2], { alt: "description" });
    if (description) return `${what}: ${description}`;
  }
  return localizedFieldLabel(name, textLabels) ?? name;
}
