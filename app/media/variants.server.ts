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
 * Decoded pixels are what cost memory (16000×16000 is 768 MB of RGB before any
 * copy), so the header's size is checked before decoding: 50 megapixels is
 * more than any phone camera takes.
 */
export const maxInputPixels = 50_000_000;

/** At most `size` tasks at once; the others wait in order. */
class Semaphore {
  private active = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its place straight to the next in line, so none can slip in between.
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Images are decoded and encoded one at a time, so a burst of uploads cannot add up past the server's memory. */
const queue = new Semaphore(1);

/** The bytes are not an image sharp can use: corrupt, truncated, or over the pixel limit. */
export class UnusableImageError extends Error {
  constructor(cause: unknown) {
    super(`not a usable image: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "UnusableImageError";
  }
}

/**
 * Auto-orients, strips every bit of metadata (sharp keeps none unless asked)
 * and writes AVIF and WebP variants under names derived from the content.
 * Throws UnusableImageError when the bytes cannot be decoded; a failure of
 * the store is thrown as it is.
 */
export async function storeImageVariants(store: MediaStore, source: Buffer): Promise<ProcessedImage> {
  const hash = crypto.createHash("sha256").update(source).digest("hex").slice(0, 20);
  const { width, height, encoded } = await queue.run(() =>
    encodeVariants(source).catch((error: unknown) => {
      throw new UnusableImageError(error);
    }),
  );
  const variants: MediaVariant[] = [];
  for (const { format, data, width: w, height: h } of encoded) {
    const key = `${hash}-${w}.${format}`;
    await store.put(key, data, `image/${format}`);
    variants.push({ format, width: w, height: h, key, bytes: data.length });
  }
  return { sourceKey: hash, width, height, bytes: source.length, variants };
}

async function encodeVariants(source: Buffer) {
  const oriented = sharp(source, { failOn: "error", limitInputPixels: maxInputPixels }).rotate();
  const { data: normalised, info } = await oriented.toBuffer({ resolveWithObject: true });
  const encoded: { format: "avif" | "webp"; data: Buffer; width: number; height: number }[] = [];
  for (const width of variantWidthsFor(info.width)) {
    const resized = sharp(normalised, { limitInputPixels: maxInputPixels }).resize({ width, withoutEnlargement: true });
    for (const format of ["avif", "webp"] as const) {
      const output =
        format === "avif"
          ? resized.clone().avif({ quality: 50, effort: 2 })
          : resized.clone().webp({ quality: 72, effort: 4 });
      const { data, info: out } = await output.toBuffer({ resolveWithObject: true });
      encoded.push({ format, data, width: out.width, height: out.height });
    }
  }
  return { width: info.width, height: info.height, encoded };
}
