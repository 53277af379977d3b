/**
 * The Unicode block of the script each Indian language of the app is written in: a text in that language has some
 * letters from it. Used by the locale completeness test and the per-language browser journeys (e2e imports this
 * file directly, so it has no imports of its own).
 */
export const LANGUAGE_SCRIPTS = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  pa: /[\u0A00-\u0A7F]/,
  gu: /[\u0A80-\u0AFF]/,
  bn: /[\u0980-\u09FF]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
} as const;
