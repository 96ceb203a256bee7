import type { AppLoadContext } from "react-router";
import { getOfficial } from "~/auth/session.server";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { requestLocale } from "~/i18n/page.server";
import { getPublished, getWorkingCopy, type Published } from "~/models/content.server";
import { getPictures } from "~/models/media.server";
import { type ContentData, fieldsAt, photoIds, textOf } from "./data";
import { brandingDocument, type DocumentSchema } from "./fields";
import { renderMarkdown } from "./markdown.server";
import type { ContentView, PageText } from "./view";

/** The content of `schema` in `locale`: each text falling back to English on its own, Markdown rendered. */
export async function contentView(
  context: AppLoadContext,
  schema: DocumentSchema,
  data: ContentData,
  locale: Locale,
  preview = false,
): Promise<ContentView> {
  const text: Record<string, PageText> = {};
  for (const at of fieldsAt(schema, data)) {
    if (at.field.kind !== "text") continue;
    const own = textOf(data, locale, at.path);
    const chosen: PageText = own.trim()
      ? { value: own }
      : { value: textOf(data, defaultLocale, at.path), lang: locale === defaultLocale ? undefined : defaultLocale };
    if (!chosen.value.trim()) chosen.lang = undefined;
    text[at.path] = at.field.format === "markdown" ? { ...chosen, value: renderMarkdown(chosen.value) } : chosen;
  }
  const pictures = Object.fromEntries(
    [...(await getPictures(context.db, photoIds(schema, data), locale))].map(([id, picture]) => [String(id), picture]),
  );
  return { text, values: data.values, lists: data.lists, pictures, preview };
}

/**
 * A public page's content for this request: what is published, or, for a
 * signed-in official who asks with `?preview`, the draft exactly as visitors
 * will see it once published.
 */
export async function pageContent(
  request: Request,
  context: AppLoadContext,
  schema: DocumentSchema,
  /** The published document when it is read already (the page frame reads the branding once). */
  published?: Promise<Published>,
) {
  const locale = requestLocale(request);
  const wantsPreview = new URL(request.url).searchParams.has("preview");
  if (wantsPreview && (await getOfficial(request, context)))
    return contentView(context, schema, await getWorkingCopy(context.db, schema), locale, true);
  return contentView(context, schema, (await (published ?? getPublished(context.db, schema))).data, locale);
}

/** The logo for the page frame: the uploaded one (its smallest WebP), or the one shipped with the site. */
export async function brandingFor(request: Request, context: AppLoadContext, published?: Promise<Published>) {
  const view = await pageContent(request, context, brandingDocument, published);
  const picture = view.pictures[view.values.logo ?? ""];
  const smallest = picture?.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width)[0];
  return {
    logo: smallest ? `/media/${smallest.key}` : "/logo.svg",
    icon: smallest
      ? { href: `/media/${smallest.key}`, type: "image/webp" }
      : { href: "/favicon.svg", type: "image/svg+xml" },
    logoAlt: view.text.logoAlt ?? { value: "" },
  };
}
