import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny, isNumber, isFraction, isTshirtSize, isArbitraryValue } = validators;
const any = [isAny];
const spacing = [isAny];
const sides = (prefix: string) =>
  ["", "x", "y", "t", "r", "b", "l", "s", "e"].map((s) => prefix + s);

/**
 * tailwind-merge with only the class groups our components override (sizes, spacing,
 * layout, colours, type, borders). The full default configuration costs ~8 KB gzip on
 * every page, which the / JavaScript budget (130 KB) cannot afford.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 300,
  theme: {},
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "grid",
      "inline-grid",
      "contents",
      "hidden",
      "table",
    ],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    "sr-only": ["sr-only", "not-sr-only"],
    w: [{ w: any }],
    h: [{ h: any }],
    size: [{ size: any }],
    "min-w": [{ "min-w": any }],
    "max-w": [{ "max-w": any }],
    "min-h": [{ "min-h": any }],
    "max-h": [{ "max-h": any }],
    ...Object.fromEntries(sides("p").map((g) => [g, [{ [g]: spacing }]])),
    ...Object.fromEntries(sides("m").map((g) => [g, [{ [g]: spacing }]])),
    gap: [{ gap: any }],
    "gap-x": [{ "gap-x": any }],
    "gap-y": [{ "gap-y": any }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
    flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none", isArbitraryValue] }],
    "justify-content": [{ justify: any }],
    "align-items": [{ items: any }],
    "grid-cols": [{ "grid-cols": any }],
    rounded: [{ rounded: ["", ...any] }],
    "border-w": [{ border: ["", isNumber, isArbitraryValue] }],
    "border-color": [{ border: any }],
    "bg-color": [{ bg: any }],
    "font-size": [{ text: [isTshirtSize, "base"] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: any }],
    "font-weight": [
      {
        font: [
          "thin",
          "extralight",
          "light",
          "normal",
          "medium",
          "semibold",
          "bold",
          "extrabold",
          "black",
        ],
      },
    ],
    leading: [{ leading: any }],
    tracking: [{ tracking: any }],
    shadow: [{ shadow: ["", ...any] }],
    opacity: [{ opacity: any }],
    overflow: [{ overflow: any }],
    "overflow-x": [{ "overflow-x": any }],
    "overflow-y": [{ "overflow-y": any }],
    whitespace: [{ whitespace: any }],
    z: [{ z: any }],
    inset: [{ inset: any }],
    "inset-x": [{ "inset-x": any }],
    "inset-y": [{ "inset-y": any }],
    top: [{ top: any }],
    right: [{ right: any }],
    bottom: [{ bottom: any }],
    left: [{ left: any }],
  },
  conflictingClassGroups: {
    size: ["w", "h"],
    p: sides("p").slice(1),
    px: ["pr", "pl", "ps", "pe"],
    py: ["pt", "pb"],
    m: sides("m").slice(1),
    mx: ["mr", "ml", "ms", "me"],
    my: ["mt", "mb"],
    gap: ["gap-x", "gap-y"],
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
