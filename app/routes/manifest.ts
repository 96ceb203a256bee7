import { messagesFor } from "~/i18n/catalog.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { languageOf } from "~/i18n/locales";
import { conditionalResponse } from "~/lib/conditional.server";
import { brandBlue, versionOf } from "~/media/brand-images.server";
import { iconsVersion } from "~/models/brand-images.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import type { Route } from "./+types/manifest";

/**
 * The web app manifest in each language (/manifest.webmanifest,
 * /korean/manifest.webmanifest, …): the club's name, the home page in that
 * language, and the icons made from the logo.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [profile, icons] = await Promise.all([getClubProfile(context.db), iconsVersion(context.db)]);
  const name = clubNameIn(profile, locale) || messagesFor(locale).meta.appShortName;
  const home = localizePath("/", locale);
  const icon = (file: string) => `/icons/${file}?v=${icons}`;
  const manifest = {
    id: home,
    name,
    short_name: name.length <= 12 ? name : messagesFor(locale).meta.appShortName,
    description: messagesFor(locale).meta.siteDescription,
    lang: languageOf(locale).htmlLang,
    dir: "ltr",
    start_url: home,
    scope: "/",
    display: "standalone",
    theme_color: brandBlue,
    background_color: "#ffffff",
    icons: [
      { src: icon("icon-192.png"), sizes: "192x192", type: "image/png", purpose: "any" },
      { src: icon("icon-512.png"), sizes: "512x512", type: "image/png", purpose: "any" },
      { src: icon("maskable-512.png"), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  const body = `${JSON.stringify(manifest, null, 2)}\n`;
  return conditionalResponse(request, body, {
    type: "application/manifest+json; charset=utf-8",
    etag: versionOf(body),
    cacheControl: "public, max-age=3600",
  });
}
