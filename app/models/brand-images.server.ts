import { brandingDocument } from "~/content/fields";
import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { localizePath } from "~/i18n/locale";
import { defaultLocale, languageOf } from "~/i18n/locales";
import {
  brandImageCache,
  canDraw,
  fontsVersion,
  type IconName,
  logoSource,
  renderDefaultPreview,
  renderIcon,
  renderProjectPreview,
  versionOf,
} from "~/media/brand-images.server";
import type { MediaStore } from "~/media/store.server";
import { getPublished, type Published } from "./content.server";
import { getPictures, type Picture } from "./media.server";
import { getProjectByCode } from "./projects.server";

/**
 * The published logo (null: the one shipped with the site) and a version naming it.
 * `branding`: the published branding document, when it is read already.
 */
export async function publishedLogo(
  db: Db,
  branding?: Promise<Published>,
): Promise<{ picture: Picture | null; version: string }> {
  const value = (await (branding ?? getPublished(db, brandingDocument))).data.values.logo ?? "";
  const id = /^\d{1,12}$/.test(value) ? Number(value) : null;
  const picture = id === null ? null : ((await getPictures(db, [id], defaultLocale)).get(id) ?? null);
  const usable = picture?.kind === "image" && picture.variants.length > 0 ? picture : null;
  return { picture: usable, version: usable ? `media-${usable.id}` : "builtin" };
}

/** A language's code as it appears in the previews' addresses (/og/ko/…). */
export function ogLanguage(locale: Locale) {
  return languageOf(locale).code;
}

export interface PreviewImage {
  /** Site-relative, with its version: /og/en/default.jpg?v=… */
  path: string;
  alt: string;
}

type PublishedLogo = Awaited<ReturnType<typeof publishedLogo>>;

/** The club's preview in `locale`: its logo (looked up unless the caller has it) and name. */
export async function defaultPreview(
  db: Db,
  locale: Locale,
  clubName: string,
  englishName: string,
  published?: PublishedLogo,
): Promise<PreviewImage & { version: string; drawn: string }> {
  const logo = published ?? (await publishedLogo(db));
  const drawn = await drawableName(clubName, englishName);
  const version = versionOf("default", logo.version, drawn, await fontsVersion());
  return { path: `/og/${ogLanguage(locale)}/default.jpg?v=${version}`, alt: clubName, version, drawn };
}

/** The club's name as a picture can show it: in the page's language, or in English where no font can draw that. */
async function drawableName(clubName: string, englishName: string) {
  if (await canDraw(clubName)) return clubName;
  return (await canDraw(englishName)) ? englishName : "";
}

export async function defaultPreviewImage(
  db: Db,
  store: MediaStore,
  locale: Locale,
  clubName: string,
  englishName: string,
) {
  const { version, drawn: drawable } = await defaultPreview(db, locale, clubName, englishName);
  const body = await brandImageCache.get(`default:${locale}:${version}`, async () => {
    const logo = await publishedLogo(db);
    return renderDefaultPreview(await logoSource(store, logo.picture), drawable);
  });
  return { body, version };
}

/** What a project's preview draws: its title in `locale` (English where the fonts cannot draw it) and first photo. */
async function projectPreviewParts(db: Db, code: string, locale: Locale, clubName: string, englishName: string) {
  const project = await getProjectByCode(db, code, locale);
  if (!project) return null;
  let title = (project.title.value ?? "").trim();
  if (!(await canDraw(title))) {
    const english = await getProjectByCode(db, code, defaultLocale);
    title = (english?.title.value ?? "").trim();
  }
  const club = await drawableName(clubName, englishName);
  const cover = project.cover;
  const photo = cover?.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  // The smallest WebP at least 1200 wide, or the largest there is.
  const key = (photo?.find((v) => v.width >= 1200) ?? photo?.at(-1))?.key ?? null;
  const version = versionOf("project", project.code, title, key, club, await fontsVersion());
  return { project, title, club, key, version };
}

/** A project's preview address in `locale`, or null for no such (published) project. */
export async function projectPreview(
  db: Db,
  code: string,
  locale: Locale,
  clubName: string,
  englishName: string,
): Promise<PreviewImage | null> {
  const parts = await projectPreviewParts(db, code, locale, clubName, englishName);
  if (!parts) return null;
  return {
    path: `${`/og/${ogLanguage(locale)}/project/${encodeURIComponent(parts.project.code)}.jpg`}?v=${parts.version}`,
    alt: parts.project.title.value || clubName,
  };
}

export async function projectPreviewImage(
  db: Db,
  store: MediaStore,
  code: string,
  locale: Locale,
  clubName: string,
  englishName: string,
) {
  const parts = await projectPreviewParts(db, code, locale, clubName, englishName);
  if (!parts) return null;
  const body = await brandImageCache.get(`project:${locale}:${parts.project.code}:${parts.version}`, async () => {
    const photo = parts.key ? await store.get(parts.key).catch(() => null) : null;
    return renderProjectPreview(photo, parts.title, parts.club);
  });
  return { body, version: parts.version };
}

/** The icons' version: the logo's. */
export async function iconsVersion(db: Db, published?: PublishedLogo): Promise<string> {
  return versionOf("icons", (published ?? (await publishedLogo(db))).version);
}

export async function iconImage(db: Db, store: MediaStore, name: IconName) {
  const logo = await publishedLogo(db);
  const version = versionOf("icons", logo.version);
  const body = await brandImageCache.get(`icon:${name}:${version}`, async () =>
    renderIcon(await logoSource(store, logo.picture), name),
  );
  return { body, version };
}

/** The home page in `locale`, for the manifest's start_url. */
export function homeOf(locale: Locale) {
  return localizePath("/", locale);
}
