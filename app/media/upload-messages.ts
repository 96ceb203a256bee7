/** Why a file was refused (the upload's and resolveMedia's codes); anything else reads as "failed". */
export type UploadErrorCode = "too-large" | "too-many-files" | "unsupported-type" | "unusable-image" | "failed";

/** What an official reads when a file is refused, in English; {file} is the file's name, always given. */
export const uploadErrorTemplates: Record<UploadErrorCode, string> = {
  "too-large": '"{file}" is over 10 MB. Choose a smaller file.',
  "too-many-files": '"{file}" is one file too many: at most 3.',
  "unsupported-type": '"{file}" is not a JPEG, PNG, WebP, AVIF or GIF image (or MP4 video where allowed).',
  "unusable-image": '"{file}" is not a usable image: it is damaged, or larger than 50 megapixels. Choose another file.',
  failed: 'Upload failed for "{file}". Please try again.',
};

function isUploadErrorCode(code: string): code is UploadErrorCode {
  return Object.hasOwn(uploadErrorTemplates, code);
}

/** What an official reads when a file is refused; the file is always named. `templates`: another language's. */
export function uploadErrorText(
  code: string,
  filename: string,
  templates: Readonly<Record<UploadErrorCode, string>> = uploadErrorTemplates,
): string {
  return templates[isUploadErrorCode(code) ? code : "failed"].replace("{file}", () => filename);
}

/** What resolveMedia and the media picker say of a refused file, as the forms' messages. */
export const uploadMessages = {
  uploadTooLarge: uploadErrorTemplates["too-large"],
  uploadTooMany: uploadErrorTemplates["too-many-files"],
  uploadType: uploadErrorTemplates["unsupported-type"],
  uploadUnusable: uploadErrorTemplates["unusable-image"],
  uploadFailedFor: uploadErrorTemplates.failed,
} as const;
