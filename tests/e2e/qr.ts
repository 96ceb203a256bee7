import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";

/** Reads a QR code the page drew (an SVG data address) as a phone's camera would. */
export async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const src = (await page.locator(selector).getAttribute("src")) ?? "";
  const svg = decodeURIComponent(src.slice("data:image/svg+xml,".length));
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(480, 480)
    .flatten({ background: "#fff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
