import { preload } from "react-dom";
import type { Picture as PictureData } from "~/models/media.server";

interface PictureProps {
  picture: PictureData;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold (first carousel slide, hero): load at once; otherwise lazily. */
  eager?: boolean;
  className?: string;
  /** Overrides the stored description (e.g. "" for a decorative duplicate, a page's own text for its photo). */
  alt?: string;
  /** The language of an overriding `alt` when it is not the page's (a page text falling back to English). */
  altLang?: string;
}

function srcset(picture: PictureData, format: "avif" | "webp") {
  return picture.variants
    .filter((v) => v.format === format)
    .map((v) => `/media/${v.key} ${v.width}w`)
    .join(", ");
}

/**
 * AVIF with a WebP fallback, width and height set so nothing shifts while it
 * loads. A fresh upload has WebP only until its AVIF variants are made.
 */
export function Picture({ picture, sizes, eager = false, className, alt, altLang }: PictureProps) {
  const webp = picture.variants.filter((v) => v.format === "webp");
  const fallback = webp.find((v) => v.width >= 800) ?? webp.at(-1);
  if (!fallback) return null;
  const hasAvif = picture.variants.some((v) => v.format === "avif");
  // The description in the page's language, or the English one, which says so with lang="en"
  // (decision 0068: an alt text has no room for the visible "In English" mark).
  const description = alt ?? picture.alt.value ?? "";
  const lang = alt !== undefined ? altLang : picture.alt.value ? picture.alt.lang : undefined;
  if (eager) {
    // Named in the head beside the stylesheets, so the largest image of the first screen starts
    // loading before the body is parsed (React does this by itself for a lone <img>, not a <picture>).
    const format = hasAvif ? "avif" : "webp";
    preload(`/media/${fallback.key}`, {
      as: "image",
      type: `image/${format}`,
      imageSrcSet: srcset(picture, format),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={className}>
      {hasAvif ? <source type="image/avif" srcSet={srcset(picture, "avif")} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={srcset(picture, "webp")} sizes={sizes} />
      <img
        src={`/media/${fallback.key}`}
        alt={description}
        lang={description ? lang : undefined}
        width={picture.width ?? fallback.width}
        height={picture.height ?? fallback.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}
