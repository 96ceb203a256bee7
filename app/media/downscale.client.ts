/** The long edge a photo is sent at: more than the largest variant (1600 px) needs, with room for cropping later. */
const maxEdge = 2560;
const jpegQuality = 0.85;
/** A file this small is sent as it is, without decoding: it uploads quickly already. */
const smallBytes = 1024 * 1024;
/** Photos only: a PNG or WebP may be transparent, which JPEG cannot keep, and a GIF may move. */
const photoTypes = new Set(["image/jpeg", "image/heic", "image/heif"]);

/**
 * The file to upload for the one an official chose: a JPEG photo at most
 * 2560 px on its long edge, EXIF orientation applied, when that is smaller;
 * otherwise the file as it is (a video, a small file, a file this browser
 * cannot decode such as HEIC on Chromium, or a damaged one). The server
 * decides what it accepts either way.
 */
export async function downscaleForUpload(file: File): Promise<File> {
  if (!photoTypes.has(file.type) || file.size <= smallBytes) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const blob = await encodeJpeg(bitmap, width, height);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name, { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    draw(context, bitmap, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: jpegQuality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  draw(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", jpegQuality));
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}
