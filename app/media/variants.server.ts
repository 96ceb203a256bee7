import crypto from "node:crypto";
import sharp from "sharp";
import type { MediaVariant } from "~/db/schema";
import type { MediaStore } from "./store.server";

/** Widths fit a cheap phone (480), a large phone or tablet (960) and a desktop (1600). */
export const variantWidths = [480, 960, 1600] as const;

/** The standard widths below the source's, plus the source's own (capped at the largest). */
export function variantWidthsFor(sourceWidth: number): number[] {
  const largest = variantWidths[variantWidths.length - 1] ?? sourceWidth;
  const smaller = variantWidths.filter((w) => w < sourceWidth);
  return [...smaller, Math.min(sourceWidth, largest)].filter((w, i, all) => all.indexOf(w) === i);
}

export interface ProcessedImage {
  sourceKey: string;
  width: number;
  height: number;
  bytes: number;
  variants: MediaVariant[];
}

/**
 * Auto-orients, strips every bit of metadata (sharp keeps none unless asked)
 * and writes AVIF and WebP variants under names derived from the content.
 */
export async function storeImageVariants(store: MediaStore, source: Buffer): Promise<ProcessedImage> {
  const hash = crypto.createHash("sha256").update(source).digest("hex").slice(0, 20);
  const oriented = sharp(source, { failOn: "error" }).rotate();
  const { data: normalised, info } = await oriented.toBuffer({ resolveWithObject: true });
  const widths = variantWidthsFor(info.width);
  const variants: MediaVariant[] = [];
  for (const width of widths) {
    const resized = sharp(normalised).resize({ width, withoutEnlargement: true });
    for (const format of ["avif", "webp"] as const) {
      const encoded =
        format === "avif"
          ? resized.clone().avif({ quality: 50, effort: 2 })
          : resized.clone().webp({ quality: 72, effort: 4 });
      const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
      const key = `${hash}-${out.width}.${format}`;
      await store.put(key, data, `image/${format}`);
      variants.push({ format, width: out.width, height: out.height, key, bytes: data.length });
    }
  }
  return { sourceKey: hash, width: info.width, height: info.height, bytes: source.length, variants };
}
