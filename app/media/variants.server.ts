import sharp, { type OutputInfo, type Sharp } from "sharp";
import type { MediaVariant } from "~/db/schema";
import { imageQueue as queue } from "./image-queue.server";
import { byteLengthOf, type MediaSource, sha256Of, sharpInput } from "./source.server";
import type { MediaStore } from "./store.server";

/** Widths fit a cheap phone (480), a large phone or tablet (960) and a desktop (1600). */
export const variantWidths = [480, 960, 1600] as const;
const largestWidth = Math.max(...variantWidths);

/** The standard widths below the source's, plus the source's own (capped at the largest). */
export function variantWidthsFor(sourceWidth: number): number[] {
  const smaller = variantWidths.filter((w) => w < sourceWidth);
  return [...smaller, Math.min(sourceWidth, largestWidth)].filter((w, i, all) => all.indexOf(w) === i);
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

const webpOptions = { quality: 72, effort: 4 } as const;
const avifOptions = { quality: 50, effort: 2 } as const;

/** The bytes are not an image sharp can use: corrupt, truncated, or over the pixel limit. */
export class UnusableImageError extends Error {
  constructor(cause: unknown) {
    super(`not a usable image: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "UnusableImageError";
  }
}

/**
 * Where an image waiting for its AVIF variants keeps the pixels they are made
 * from: oriented, without metadata, at the largest variant's size, in JPEG at
 * quality 95 without chroma subsampling (PNG when it has transparency). The
 * AVIF worker deletes it once they are made.
 */
export function avifSourceKey(sourceKey: string) {
  return `${sourceKey}-avif-source`;
}

/** Variants in one order whatever made them: by width, AVIF before WebP. */
export function sortVariants(variants: MediaVariant[]): MediaVariant[] {
  return [...variants].sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
}

interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

interface Encoded {
  format: "avif" | "webp";
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Auto-orients, strips every bit of metadata (sharp keeps none unless asked)
 * and writes WebP and AVIF variants under names derived from the content.
 * With `avif: "later"` (an upload, which an official waits for) only the WebP
 * variants are made now, and the AVIF source is stored for the AVIF worker.
 * Throws UnusableImageError when the bytes cannot be decoded; a failure of
 * the store is thrown as it is.
 */
export async function storeImageVariants(
  store: MediaStore,
  source: MediaSource,
  options: { avif: "now" | "later" } = { avif: "now" },
): Promise<ProcessedImage> {
  return putEncodedImage(store, await encodeImage(source, options.avif));
}

/** An image's variants, encoded and not stored yet (storeImageVariants in two steps). */
export interface EncodedImage {
  hash: string;
  width: number;
  height: number;
  bytes: number;
  encoded: Encoded[];
  avifSource: Buffer | null;
}

export async function encodeImage(source: MediaSource, avif: "now" | "later" = "now"): Promise<EncodedImage> {
  const hash = (await sha256Of(source)).slice(0, 20);
  const { width, height, encoded, avifSource } = await queue.run(() =>
    encodeVariants(source, avif).catch((error: unknown) => {
      throw new UnusableImageError(error);
    }),
  );
  return { hash, width, height, bytes: await byteLengthOf(source), encoded, avifSource: avifSource ?? null };
}

export async function putEncodedImage(store: MediaStore, image: EncodedImage): Promise<ProcessedImage> {
  const variants = await putVariants(store, image.hash, image.encoded);
  if (image.avifSource) await store.put(avifSourceKey(image.hash), image.avifSource, "application/octet-stream");
  return {
    sourceKey: image.hash,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    variants: sortVariants(variants),
  };
}

/**
 * Makes the AVIF variants of an image stored with `avif: "later"`, at the
 * widths of its WebP variants, as background work that lets uploads go first.
 * Null when its AVIF source is gone.
 */
export async function storeAvifVariants(
  store: MediaStore,
  sourceKey: string,
  widths: number[],
): Promise<MediaVariant[] | null> {
  const source = await store.get(avifSourceKey(sourceKey));
  if (!source) return null;
  const pixels = await queue.run(() => decode(sharp(source, { failOn: "error" })), "background");
  const encoded: Encoded[] = [];
  // One queue turn per width, so an upload waits for one encoding at most.
  for (const width of widths) {
    encoded.push(await queue.run(() => encode(pixels, width, "avif"), "background"));
  }
  return putVariants(store, sourceKey, encoded);
}

async function putVariants(store: MediaStore, hash: string, encoded: Encoded[]): Promise<MediaVariant[]> {
  const variants: MediaVariant[] = [];
  for (const { format, data, width, height } of encoded) {
    const key = `${hash}-${width}.${format}`;
    await store.put(key, data, `image/${format}`);
    variants.push({ format, width, height, key, bytes: data.length });
  }
  return variants;
}

/** sRGB pixels, 8 bits a channel, alpha kept where there is one. */
function decode(image: Sharp): Promise<Pixels> {
  return image.toColourspace("srgb").raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
}

function resized({ data, info }: Pixels, width: number) {
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return width < info.width ? image.resize({ width }) : image;
}

async function encode(pixels: Pixels, width: number, format: "avif" | "webp"): Promise<Encoded> {
  const image = resized(pixels, width);
  const output = format === "avif" ? image.avif(avifOptions) : image.webp(webpOptions);
  const { data, info } = await output.toBuffer({ resolveWithObject: true });
  return { format, data, width: info.width, height: info.height };
}

/**
 * The source is decoded once, straight to the largest variant's size (JPEG
 * decoding shrinks on load where it can); every variant is resized from those
 * pixels.
 */
async function encodeVariants(source: MediaSource, avif: "now" | "later") {
  const input = sharp(sharpInput(source), { failOn: "error", limitInputPixels: maxInputPixels, autoOrient: true });
  const { autoOrient } = await input.metadata();
  const pixels = await decode(input.resize({ width: largestWidth, withoutEnlargement: true }));
  const encoded: Encoded[] = [];
  for (const width of variantWidthsFor(autoOrient.width)) {
    encoded.push(await encode(pixels, width, "webp"));
    if (avif === "now") encoded.push(await encode(pixels, width, "avif"));
  }
  const avifSource = avif === "later" ? await sourceForLater(pixels) : null;
  return { width: autoOrient.width, height: autoOrient.height, encoded, avifSource };
}

function sourceForLater(pixels: Pixels): Promise<Buffer> {
  const image = resized(pixels, pixels.info.width);
  // Huffman optimisation would make it a little smaller at four times the time.
  return pixels.info.hasAlpha
    ? image.png({ compressionLevel: 1 }).toBuffer()
    : image.jpeg({ quality: 95, chromaSubsampling: "4:4:4", optimiseCoding: false }).toBuffer();
}
