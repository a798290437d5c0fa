// Open Graph share previews (1200×630) for the pages that share links point to
// (ADR 040, 'Share previews'): drawn from SVG with sharp and committed in public/og/,
// so a build needs no fonts or network. Re-run after changing a title:
//   node scripts/og-images.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { readSiteConfig } from "../app/lib/site-config.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const brand = readSiteConfig(process.env).brand;
const roleName = readSiteConfig(process.env).roleName;

type Card = { file: string; eyebrow: string; title: string[]; subtitle: string; accent: string };

export const ogCards: Card[] = [
  {
    file: "founders.png",
    eyebrow: `${brand} for Founders`,
    title: ["Are you ready for a", "community-backed grant?"],
    subtitle: "Take the Founder Readiness Quiz · 12 questions · 3 minutes",
    accent: "#f59e0b",
  },
  {
    file: "venturestakers.png",
    eyebrow: `${brand} for Stakers`,
    title: [`What kind of ${roleName}`, "are you?"],
    subtitle: "Take the test, run the simulator, find your plan",
    accent: "#22c55e",
  },
  {
    file: "sample-exam.png",
    eyebrow: "Free assessment",
    title: ["QAI Sample Exam"],
    subtitle: "15 questions on angel investing · results e-mailed to you",
    accent: "#38bdf8",
  },
];

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function ogSvg(card: Card): string {
  const titleLines = card.title
    .map(
      (line, i) =>
        `<text x="80" y="${260 + i * 84}" font-size="72" font-weight="700" fill="#ffffff">${escape(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="80" y="120" width="96" height="8" rx="4" fill="${card.accent}"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
    <text x="80" y="180" font-size="32" font-weight="600" fill="#c7d2fe">${escape(card.eyebrow)}</text>
    ${titleLines}
    <text x="80" y="${260 + card.title.length * 84 + 40}" font-size="34" fill="#e0e7ff">${escape(card.subtitle)}</text>
    <text x="80" y="560" font-size="30" font-weight="700" fill="#ffffff">${escape(brand)}</text>
  </g>
</svg>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.join(root, "public/og");
  await mkdir(dir, { recursive: true });
  for (const card of ogCards) {
    await sharp(Buffer.from(ogSvg(card)))
      .png({ compressionLevel: 9 })
      .toFile(path.join(dir, card.file));
    console.log(`public/og/${card.file}`);
  }
}
