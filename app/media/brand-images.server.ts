import { execFile } from "node:child_process";
import crypto from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { cleanText } from "~/lib/clean-text";
import { log } from "~/log.server";
import defaultLogoSvg from "../../public/logo.svg?raw";
import { imageQueue } from "./image-queue.server";
import type { MediaStore } from "./store.server";

/**
 * Pictures made from the club's logo and its projects' photos: link previews
 * (og:image), the favicon, the Apple touch icon and the web app's icons
 * (docs/decisions/0034-link-previews-and-icons.md). Each is made on the first
 * request for its version and kept in memory (a bounded LRU); a version is a
 * hash of everything drawn, so a changed logo, title or photo is a new
 * address and a new picture.
 */

export const brandBlue = "#17458f";
export const brandGold = "#f7a81b";
export const ogWidth = 1200;
export const ogHeight = 630;
/** WhatsApp drops previews much larger than this. */
export const ogMaxBytes = 300 * 1024;

/** A short hash of what a picture shows: its version, in its address and ETag. */
export function versionOf(...parts: (string | number | null | undefined)[]): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify(parts))
    .digest("base64url")
    .replace(/[-_]/g, "")
    .slice(0, 12);
}

/** What the pictures' memory holds: `bytes` never exceeds `maxBytes`. */
export interface PictureCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  evicted: number;
}

/**
 * Least recently used pictures go first; bounded by the bytes it holds, not
 * by entries (docs/decisions/0061-byte-bounded-picture-cache.md). Only pictures
 * made are kept: an address that names nothing (404) never reaches it. A
 * picture larger than the whole bound is served but not kept.
 */
export class PictureCache {
  private entries = new Map<string, Buffer>();
  private pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private evicted = 0;

  constructor(
    readonly maxBytes: number,
    /** Told after each change (the server logs it at debug level). */
    private readonly changed: (stats: PictureCacheStats) => void = () => {},
  ) {}

  /** The picture under `key`, made once even when many ask at the same time. */
  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const made = make()
      .then((body) => {
        this.keep(key, body);
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, made);
    return made;
  }

  private keep(key: string, body: Buffer) {
    if (body.length > this.maxBytes) return;
    const earlier = this.entries.get(key);
    if (earlier) {
      this.entries.delete(key);
      this.bytes -= earlier.length;
    }
    while (this.bytes + body.length > this.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest[0]);
      this.bytes -= oldest[1].length;
      this.evicted++;
    }
    this.entries.set(key, body);
    this.bytes += body.length;
    this.changed(this.stats());
  }

  get size() {
    return this.entries.size;
  }

  stats(): PictureCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes, evicted: this.evicted };
  }
}

// libvips keeps up to 50 MB of recent operations by default; the site never repeats
// one (each picture is made once, then kept in the byte-bounded cache below), so that
// memory bought nothing (docs/decisions/0061-byte-bounded-picture-cache.md).
sharp.cache(false);

/** Link previews and icons kept per process: 16 MB, some 200 previews of 40–100 kB. */
export const pictureCacheBytes = 16 * 1024 * 1024;

// One cache per process: the React Router build may be loaded more than once in development.
const cacheKey = Symbol.for("club.media.brand-images");
const shared = globalThis as Record<symbol, PictureCache | undefined>;
shared[cacheKey] ??= new PictureCache(pictureCacheBytes, (stats) => log.debug("picture cache", { ...stats }));
export const brandImageCache: PictureCache = shared[cacheKey];

// ---------------------------------------------------------------------------
// Fonts

/** The scripts a title may need beyond Latin, and fontconfig's language for each. */
const scripts = [
  { name: "hangul", test: /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/, lang: "ko" },
  { name: "devanagari", test: /[\u0900-\u097f]/, lang: "hi" },
  { name: "han", test: /[\u3040-\u30ff\u4e00-\u9fff]/, lang: "ja" },
] as const;

let fontCoverage: Promise<Set<string>> | undefined;

/** Which of those scripts some installed font can draw (`fc-list :lang=ko`); none when fontconfig has no answer. */
function coveredScripts(): Promise<Set<string>> {
  fontCoverage ??= Promise.all(
    scripts.map(
      (script) =>
        new Promise<string | null>((resolve) => {
          execFile("fc-list", [`:lang=${script.lang}`, "family"], { timeout: 5000 }, (error, stdout) =>
            resolve(!error && stdout.trim() ? script.name : null),
          );
        }),
    ),
  ).then((names) => new Set(names.filter((n): n is string => n !== null)));
  return fontCoverage;
}

/**
 * Whether the fonts on this machine can draw `text`: a title in a script no
 * font covers would come out as empty boxes, so the caller draws the English
 * one instead.
 */
export async function canDraw(text: string): Promise<boolean> {
  const needed = scripts.filter((s) => s.test.test(text));
  if (needed.length === 0) return true;
  const covered = await coveredScripts();
  return needed.every((s) => covered.has(s.name));
}

/** Part of every version: installing a font changes how a title is drawn. */
export async function fontsVersion(): Promise<string> {
  return [...(await coveredScripts())].sort().join(",");
}

const fontFamily =
  "'Noto Sans', 'Noto Sans CJK KR', 'Noto Sans KR', 'Noto Sans Devanagari', 'DejaVu Sans', 'Liberation Sans', sans-serif";

/** Text for the SVG: no character XML forbids (one would make sharp refuse the whole picture), markup escaped. */
function escapeXml(text: string) {
  return cleanText(text).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A rough width of `text` in ems: Hangul and Han are square, Latin and Devanagari about half as wide. */
function emWidth(text: string): number {
  let width = 0;
  for (const c of text) {
    if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef]/.test(c)) width += 1;
    else if (/[\u0900-\u097f]/.test(c)) width += /[\u093e-\u094d\u0962\u0963\u0901-\u0903]/.test(c) ? 0.15 : 0.6;
    else if (/[A-Z@MW]/.test(c)) width += 0.68;
    else if (c === " ") width += 0.28;
    else width += 0.55;
  }
  return width;
}

/**
 * Breaks `text` into at most `maxLines` lines of at most `maxEms` each, at
 * spaces where it can (inside a long word where it must); the last line ends
 * with an ellipsis when text was left out.
 */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const words = cleanText(text).replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const lines: string[] = [];
  let line = "";
  const push = () => {
    if (line) lines.push(line);
    line = "";
  };
  for (let word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (emWidth(candidate) <= maxEms) {
      line = candidate;
      continue;
    }
    push();
    // A word longer than a line (or Korean without spaces) is cut where it must be.
    while (emWidth(word) > maxEms) {
      let cut = "";
      for (const c of word) {
        if (emWidth(cut + c) > maxEms) break;
        cut += c;
      }
      if (!cut) break;
      lines.push(cut);
      word = word.slice(cut.length);
    }
    line = word;
  }
  push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] as string;
  while (last && emWidth(`${last}…`) > maxEms) last = [...last].slice(0, -1).join("");
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

function textLines(lines: string[], x: number, firstBaseline: number, size: number, lineHeight: number, attrs: string) {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${firstBaseline + i * size * lineHeight}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join("");
}

// ---------------------------------------------------------------------------
// The logo

export interface LogoSource {
  /** The uploaded logo's bytes (its largest WebP), or null for the one shipped with the site. */
  body: Buffer | null;
  /** Part of every version made from the logo. */
  id: string;
}

/** The uploaded logo (media row with variants) as bytes, or the shipped SVG when there is none or it is gone. */
export async function logoSource(
  store: MediaStore,
  logo: { id: number; variants: { format: string; width: number; key: string }[] } | null,
): Promise<LogoSource> {
  const largest = logo?.variants.filter((v) => v.format === "webp").sort((a, b) => b.width - a.width)[0];
  if (logo && largest) {
    const body = await store.get(largest.key).catch(() => null);
    if (body) return { body, id: `media-${logo.id}-${largest.key}` };
  }
  return { body: null, id: "builtin" };
}

function logoInput(logo: LogoSource, size: number) {
  // An SVG is drawn at the density that makes it `size` pixels wide: sharp reads SVGs at 72 dpi.
  return logo.body ?? sharp(Buffer.from(defaultLogoSvg), { density: Math.ceil((72 * size) / 64) });
}

/** The logo scaled to fit a `size` square, transparent around it, as PNG. */
async function logoSquare(logo: LogoSource, size: number): Promise<Buffer> {
  const input = logoInput(logo, size);
  const image = Buffer.isBuffer(input) ? sharp(input, { limitInputPixels: 50_000_000 }) : input;
  return image
    .resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

// ---------------------------------------------------------------------------
// Link previews

async function toJpeg(image: Sharp): Promise<Buffer> {
  const raw = await image.png().toBuffer();
  for (const quality of [82, 72, 60, 50]) {
    const jpeg = await sharp(raw).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= ogMaxBytes) return jpeg;
  }
  return sharp(raw).jpeg({ quality: 40, mozjpeg: true }).toBuffer();
}

/** The club's own preview: the logo and the club's name on the club's blue. */
export function renderDefaultPreview(logo: LogoSource, clubName: string): Promise<Buffer> {
  return imageQueue.run(async () => {
    const logoSize = 300;
    const lines = wrapText(clubName, 10.5, 3);
    const size = lines.length > 2 ? 56 : 64;
    const blockHeight = lines.length * size * 1.25;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ogWidth}" height="${ogHeight}">
<rect width="100%" height="100%" fill="${brandBlue}"/>
<rect y="${ogHeight - 24}" width="100%" height="24" fill="${brandGold}"/>
${textLines(lines, 470, (ogHeight - blockHeight) / 2 + size * 0.9, size, 1.25, `fill="#ffffff" font-weight="700" font-family="${fontFamily}"`)}
</svg>`;
    const mark = await logoSquare(logo, logoSize);
    return toJpeg(
      sharp(Buffer.from(svg)).composite([{ input: mark, left: 110, top: Math.round((ogHeight - logoSize) / 2) - 12 }]),
    );
  }, "background");
}

/**
 * A project's preview: its first photo cropped to fill 1200×630, darkened
 * towards the bottom, with its title and the club's name written on it; a
 * project without a photo gets the club's blue.
 */
export function renderProjectPreview(photo: Buffer | null, title: string, clubName: string): Promise<Buffer> {
  return imageQueue.run(async () => {
    const lines = wrapText(title, 17, 3);
    const size = 60;
    const lineHeight = 1.25;
    const bottom = ogHeight - 56;
    const first = bottom - (lines.length - 1) * size * lineHeight;
    const clubLines = wrapText(clubName, 30, 1);
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${ogWidth}" height="${ogHeight}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.35" stop-color="#000" stop-opacity="0.15"/>
<stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#shade)"/>
<rect x="60" y="${first - size - 58}" width="120" height="8" fill="${brandGold}"/>
${textLines(clubLines, 60, first - size - 14, 30, 1, `fill="#ffffff" font-weight="700" font-family="${fontFamily}"`)}
${textLines(lines, 60, first, size, lineHeight, `fill="#ffffff" font-weight="700" font-family="${fontFamily}"`)}
</svg>`;
    let base: Sharp;
    try {
      base = photo
        ? sharp(
            await sharp(photo, { limitInputPixels: 50_000_000 })
              .rotate()
              .resize(ogWidth, ogHeight, { fit: "cover" })
              .toBuffer(),
          )
        : sharp({ create: { width: ogWidth, height: ogHeight, channels: 3, background: brandBlue } });
    } catch {
      // A photo that no longer decodes: the project still gets a preview.
      base = sharp({ create: { width: ogWidth, height: ogHeight, channels: 3, background: brandBlue } });
    }
    return toJpeg(base.composite([{ input: Buffer.from(overlay) }]));
  }, "background");
}

// ---------------------------------------------------------------------------
// Icons

export const iconNames = [
  "favicon.ico",
  "apple-touch-icon.png",
  "icon-192.png",
  "icon-512.png",
  "maskable-512.png",
] as const;
export type IconName = (typeof iconNames)[number];

/**
 * An ICO file holding PNG images (Windows Vista and every browser read
 * these): a 6-byte header, a 16-byte entry per image, then the PNGs.
 */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** The logo on a square of `background`, taking `share` of its side (the rest is padding). */
async function paddedIcon(logo: LogoSource, size: number, share: number, background: string | null) {
  const inner = Math.round(size * share);
  const mark = await logoSquare(logo, inner);
  const offset = Math.round((size - inner) / 2);
  const canvas = sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  });
  return canvas
    .composite([{ input: mark, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function renderIcon(logo: LogoSource, name: IconName): Promise<Buffer> {
  return imageQueue.run(async () => {
    switch (name) {
      case "favicon.ico":
        return icoFromPngs(
          await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await paddedIcon(logo, size, 1, null) }))),
        );
      // iOS fills transparency with black: a white square, the logo a little inside it.
      case "apple-touch-icon.png":
        return paddedIcon(logo, 180, 0.84, "#ffffff");
      case "icon-192.png":
        return paddedIcon(logo, 192, 1, null);
      case "icon-512.png":
        return paddedIcon(logo, 512, 1, null);
      // Android may cut a maskable icon to a circle of 80 % of its side: the logo stays inside it.
      case "maskable-512.png":
        return paddedIcon(logo, 512, 0.6, "#ffffff");
    }
  }, "background");
}
