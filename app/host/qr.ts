import "server-only";
import QRCode from "qrcode";

/** A QR code as inline SVG (rendered on the server: no CDN, works offline in the classroom). */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 1, color: { dark: "#0f172a", light: "#ffffff" } });
}
