import QRCode from "qrcode";

/**
 * An SVG QR code of `text`, as a data: URL for an <img>. Made on the server so
 * the QR library never reaches the browser.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
