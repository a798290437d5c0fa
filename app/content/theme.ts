import type { ThemeChoice } from "~/lib/head-script";

/** The footer's colour-scheme control (ADR 171). */
export const themeControl: {
  label: string;
  options: readonly { value: ThemeChoice; label: string }[];
} = {
  label: "Theme",
  options: [
    { value: "system", label: "System" },
    { value: "light", label: "Light" },
    { value: "dark", label: "Dark" },
  ],
};
