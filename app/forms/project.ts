import { z } from "zod";
import { en } from "~/i18n/en";
import { type Locale, locales } from "~/i18n/locales";
import { youtubeId } from "~/lib/video-id";
import { localizedField, localizedFields } from "./locale-fields";

export const projectIdRequired = "Project ID is required.";
export const projectDateRequired = "Project date is required.";
export const validProjectId = "Please enter a valid Project ID.";

/** At most three media per project (SPEC 9). */
export const maxProjectMedia = 3;
export const mediaSlots = ["media1", "media2", "media3"] as const;

/** The message when a code is taken; the model and the action both use it. */
export function duplicateCodeMessage(code: string) {
  return `A project with the ID ${code} already exists.`;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it under ${max} characters.`)
    .transform((v) => (v === "" ? null : v));

/** A whole number from 0 up, or empty; "1,00,000" is read as 100000, as Indian officials write it. */
const wholeNumber = (message: string) =>
  z
    .string()
    .transform((v) => v.replace(/[\s,]/g, ""))
    .refine((v) => /^\d{0,9}$/.test(v), message)
    .transform((v) => (v === "" ? null : Number(v)));

function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The new-project form and the edit dialog. Only the ID and the date are
 * required (SPEC 5); titles fall back to Untitled and a translated page falls
 * back to the English text, field by field.
 */
const factsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, projectIdRequired)
    .max(60, "Keep the Project ID under 60 characters.")
    .regex(/^[A-Za-z0-9_-]+$/, "Use only letters, digits, - and _ in the Project ID."),
  projectDate: z
    .string()
    .trim()
    .min(1, projectDateRequired)
    .refine(isRealDate, "Enter the project date as a date (YYYY-MM-DD)."),
  location: optionalText(200),
  videoUrl: z
    .string()
    .trim()
    .max(500, "Keep the video URL under 500 characters.")
    // Only a YouTube video can be shown (project.tsx embeds it); anything else would save and show nothing.
    // Officials' screens are in English; the Korean wording waits in ko.ts.
    .refine((v) => v === "" || youtubeId(v) !== null, en.projectForm.videoUrlNotYouTube)
    .transform((v) => (v === "" ? null : v)),
  cost: wholeNumber("Cost must be a whole number of rupees, 0 or more."),
  manHours: wholeNumber("Man hours must be a whole number, 0 or more."),
  signature: z.string().transform((v) => v === "on" || v === "1" || v === "true"),
});

/** A project's texts in one language: one group of the form per language (titleEn, titleKo, titleHi…). */
export const projectTextFields = { title: 200, note: 500, description: 10_000 } as const;
type TextField = keyof typeof projectTextFields;

export interface ProjectFormTexts {
  title: string | null;
  shortNote: string | null;
  description: string | null;
}

const textsSchema = z.object(
  localizedFields(
    Object.fromEntries(Object.entries(projectTextFields).map(([field, max]) => [field, optionalText(max)])),
  ),
);

/** The whole form: the facts and each language's texts. */
export const projectSchema = z.intersection(factsSchema, textsSchema).transform((v) => {
  const texts = v as unknown as Record<string, string | null>;
  const read = (field: TextField, locale: Locale) => texts[localizedField(field, locale)] ?? null;
  const byLocale = Object.fromEntries(
    locales.map((locale) => [
      locale,
      { title: read("title", locale), shortNote: read("note", locale), description: read("description", locale) },
    ]),
  ) as Record<Locale, ProjectFormTexts>;
  return { ...(v as z.infer<typeof factsSchema>), texts: byLocale };
});

export type ProjectInput = z.infer<typeof projectSchema>;

/** The form's text fields, each read as "" when absent (an unchecked box sends nothing). */
export function projectFormFields(values: Record<string, string>): Record<string, string> {
  const keys = [
    ...Object.keys(factsSchema.shape),
    ...locales.flatMap((locale) => Object.keys(projectTextFields).map((field) => localizedField(field, locale))),
  ];
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? ""]));
}
