/** What an official reads when a file is refused; the file is always named. */
export function uploadErrorText(code: string, filename: string): string {
  if (code === "too-large") return `"${filename}" is over 10 MB. Choose a smaller file.`;
  if (code === "too-many-files") return `"${filename}" is one file too many: at most 3.`;
  if (code === "unsupported-type")
    return `"${filename}" is not a JPEG, PNG, WebP, AVIF or GIF image (or MP4 video where allowed).`;
  if (code === "unusable-image")
    return `"${filename}" is not a usable image: it is damaged, or larger than 50 megapixels. Choose another file.`;
  return `Upload failed for "${filename}". Please try again.`;
}
