/**
 * Marks a control that a widget's own module answers (ADR 228): the held-click logic neither
 * holds nor replays its clicks and keys.
 */
export const OWN_ATTRIBUTE = "data-vs-own";
