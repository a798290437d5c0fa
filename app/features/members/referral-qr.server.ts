// The referral link as a QR code (ADR 192), made on the server with `qrcode` (ADR 192):
// the dashboard's script stays free of an encoder. Black on white with a quiet zone, medium
// error correction: what phone cameras read best, in either theme.
import QRCode from "qrcode";

const OPTIONS = {
  errorCorrectionLevel: "M",
  margin: 4,
  color: { dark: "#000000", light: "#ffffff" },
} as const;

export function referralQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { ...OPTIONS, type: "svg" });
}

export function referralQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { ...OPTIONS, type: "png", width: 1024 });
}
