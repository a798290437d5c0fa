// The dashboard's sharing (ADR 192): the channels' labels, the e-mail's subject and the QR
// dialog. Apart from app/content/members.ts, which every page's script carries.
import { siteConfig } from "~/lib/site-config";

export const shareCopy = {
  shareSheet: "Share…",
  shareEmail: "Share by e-mail",
  shareEmailSubject: `Join me on the ${siteConfig.brand} waitlist`,
  shareWhatsApp: "Share on WhatsApp",
  shareLinkedIn: "Share on LinkedIn",
  showQr: "Show QR code",
  qrTitle: "Your referral QR code",
  qrIntro:
    "Scan it with a phone camera to open your referral link: show it at a live pitch event, or print it.",
  qrAlt: "QR code of your referral link",
  downloadSvg: "Download SVG",
  downloadPng: "Download PNG",
  close: "Close",
} as const;
