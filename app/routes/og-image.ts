import { defaultLocale, isLocale } from "~/i18n/locales";
import { cacheControlFor, conditionalResponse, notFoundFile } from "~/lib/conditional.server";
import { defaultPreviewImage, projectPreviewImage } from "~/models/brand-images.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import type { Route } from "./+types/og-image";

/** Project codes are short; anything longer (or with odd characters) names no project. */
const projectFile = /^([^/\\\0]{1,100})\.jpg$/i;

/**
 * Link previews (og:image), 1200×630 JPEG: /og/LANG/default.jpg (the club's)
 * and /og/LANG/project/CODE.jpg (a published project's, its title in LANG).
 * Unknown languages and projects are 404; made on first request, then kept
 * (docs/decisions/0034-link-previews-and-icons.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = params.lang ?? "";
  if (!isLocale(lang)) return notFoundFile();
  const profile = await getClubProfile(context.db);
  const clubName = clubNameIn(profile, lang);
  const english = clubNameIn(profile, defaultLocale);
  let made: { body: Buffer; version: string } | null;
  if (params.file === undefined) {
    made = await defaultPreviewImage(context.db, context.media, lang, clubName, english);
  } else {
    const match = projectFile.exec(params.file);
    made = match
      ? await projectPreviewImage(context.db, context.media, match[1] as string, lang, clubName, english)
      : null;
  }
  if (!made) return notFoundFile();
  return conditionalResponse(request, made.body, {
    type: "image/jpeg",
    etag: `${lang}-${made.version}`,
    cacheControl: cacheControlFor(request, made.version),
  });
}
