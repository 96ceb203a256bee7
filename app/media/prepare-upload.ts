/**
 * The file MediaInput sends for the one chosen: downscaled in the browser when
 * that helps (app/media/downscale.client.ts). That module is loaded when an
 * official first picks a file, so no one else downloads it; if it cannot be
 * loaded, the file goes as it is.
 */
export async function prepareUpload(file: File): Promise<File> {
  try {
    const { downscaleForUpload } = await import("./downscale.client");
    return await downscaleForUpload(file);
  } catch {
    return file;
  }
}
