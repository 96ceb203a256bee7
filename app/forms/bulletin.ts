// zod/mini: shipped to the browser with the bulletin form (decision 0019).
import { z } from "zod/mini";
import { defaultLocale, type Locale, locales } from "~/i18n/locales";
import { altField } from "~/media/texts";
import { localizedField, localizedFields } from "./locale-fields";
import { checkbox, text } from "./official-fields";

/**
 * The bulletin form (issue 26): a title and a Markdown text per language,
 * the English title needed even for a draft; which blocks fill themselves;
 * and, for each translation flagged as made from older English, a "still
 * right" tick. The schema reports codes; the screen words them.
 */
export const bulletinCodes = { title: "title", tooLong: "too-long", perHour: "per-hour" } as const;

export const bulletinLimits = { title: 200, body: 20_000 } as const;

export const stillRightField = (locale: Locale) => localizedField("stillRight", locale);

const texts = localizedFields({
  title: text(bulletinLimits.title, bulletinCodes.tooLong),
  body: text(bulletinLimits.body, bulletinCodes.tooLong),
}) as Record<`${"title" | "body"}${Capitalize<Locale>}`, ReturnType<typeof text>>;

const stillRight = Object.fromEntries(
  locales.filter((locale) => locale !== defaultLocale).map((locale) => [stillRightField(locale), checkbox()]),
) as Partial<Record<`stillRight${Capitalize<Locale>}`, ReturnType<typeof checkbox>>>;

/** The photo slots (photo1…): the medium's id is read with the upload (resolveMedia), not by the schema. */
export const bulletinPhotoSlots = ["photo1", "photo2", "photo3"] as const;

const photos = Object.fromEntries(
  bulletinPhotoSlots.flatMap((slot) => [
    ...locales.map((locale) => [altField(slot, locale), z.optional(z.string())] as const),
    [`${slot}_remove`, checkbox()],
  ]),
) as Record<`${(typeof bulletinPhotoSlots)[number]}_alt${Capitalize<Locale>}`, z.ZodMiniOptional<z.ZodMiniString>> &
  Record<`${(typeof bulletinPhotoSlots)[number]}_remove`, ReturnType<typeof checkbox>>;

export const bulletinSchema = z
  .object({
    ...texts,
    ...stillRight,
    membersOnly: checkbox(),
    withEvents: checkbox(),
    withCelebrations: checkbox(),
    withProjects: checkbox(),
    ...photos,
  })
  .check(
    z.refine((value) => value.titleEn !== "", {
      error: bulletinCodes.title,
      path: [localizedField("title", defaultLocale)],
    }),
  );

export const perHourSchema = z.object({
  perHour: z.pipe(
    z.prefault(z.string().check(z.trim(), z.regex(/^\d{1,6}$/, { error: bulletinCodes.perHour })), ""),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z
        .number()
        .check(z.minimum(1, { error: bulletinCodes.perHour }), z.maximum(100_000, { error: bulletinCodes.perHour })),
    ),
  ),
});
