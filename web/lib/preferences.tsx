import { createContext, type ReactNode, useContext } from 'react';

/**
 * The visitor's display preferences (theme [LF-2], traditional place names [LF-4]). They live in
 * localStorage; each is mirrored into a cookie so the server renders the first paint with them
 * (docs/decisions/019-public-pages-rendered-on-the-server.md).
 */
export interface Preferences {
  appearance: 'light' | 'dark';
  showTraditionalNames: boolean;
}

export const THEME_COOKIE = 'theme';
export const TRADITIONAL_NAMES_COOKIE = 'showTraditionalNames';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const DEFAULT_PREFERENCES: Preferences = { appearance: 'light', showTraditionalNames: true };

/** Preferences from a `Cookie` header (the server) or `document.cookie`; anything unknown is the default. */
export function preferencesFromCookies(header: string | undefined): Preferences {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) values.set(name, rest.join('='));
  }
  return {
    appearance: values.get(THEME_COOKIE) === 'dark' ? 'dark' : 'light',
    showTraditionalNames: values.get(TRADITIONAL_NAMES_COOKIE) !== 'false',
  };
}

/** Mirrors a preference into its cookie (best effort: a refused cookie only costs a flash). */
export function writePreferenceCookie(name: string, value: string) {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
    document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  } catch {
    // No document (tests) or cookies refused.
  }
}

/**
 * What the page was first rendered with: on the server the cookies, when hydrating what the server
 * used (so the first client render matches), otherwise localStorage. Providers start from it.
 */
const InitialPreferencesContext = createContext<Preferences | null>(null);

export function InitialPreferencesProvider({
  value,
  children,
}: {
  value: Preferences | null;
  children: ReactNode;
}) {
  return <InitialPreferencesContext.Provider value={value}>{children}</InitialPreferencesContext.Provider>;
}

export const useInitialPreferences = () => useContext(InitialPreferencesContext);
