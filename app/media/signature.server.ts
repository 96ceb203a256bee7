import sharp from "sharp";

/** A scanned signature is small; anything bigger is not one. */
export const maxSignatureBytes = 2 * 1024 * 1024;

/**
 * A signature image as receipts draw it: a PNG, JPEG or WebP picture, re-encoded as a PNG no bigger than 600×200, without its metadata.
 * Null for a file that is not a picture: PDFKit would otherwise fail on it
 * when a receipt is drawn, long after the upload.
 */
export async function signaturePng(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (format !== "png" && format !== "jpeg" && format !== "webp") return null;
    return await image
      .rotate()
      .resize({ width: 600, height: 200, fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return null;
  }
}
