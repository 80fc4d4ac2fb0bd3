/**
 * localStorage keys of the display preferences, apart from their providers so the page's entry
 * (web/main.tsx) can compare them with what the server rendered without loading React or Radix.
 * index.html's inline script reads the same keys.
 */

/** The light/dark choice [LF-2]. */
export const THEME_STORAGE_KEY = 'theme';

/** The visitor's choice to see traditional place names [LF-4]. */
export const TRADITIONAL_NAMES_KEY = 'showTraditionalNames';
