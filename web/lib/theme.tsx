import { Theme } from '@radix-ui/themes';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { THEME_STORAGE_KEY } from './preference-keys';
import { THEME_COOKIE, useInitialPreferences, writePreferenceCookie } from './preferences';

export { THEME_STORAGE_KEY } from './preference-keys';

export type Appearance = 'light' | 'dark';

function readAppearance(): Appearance {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

const AppearanceContext = createContext<{ appearance: Appearance; toggle: () => void }>({
  appearance: 'light',
  toggle: () => {},
});

/** Radix theme (accent crimson, gray sand) with the light/dark choice kept in localStorage. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // A server-rendered page starts with what the server rendered (its cookie), then takes
  // localStorage's word after hydrating: they differ only before the cookie was first written.
  const initial = useInitialPreferences();
  const [appearance, setAppearance] = useState<Appearance>(() => initial?.appearance ?? readAppearance());
  useEffect(() => {
    if (!initial) return;
    const stored = readAppearance();
    writePreferenceCookie(THEME_COOKIE, stored);
    setAppearance(stored);
  }, [initial]);
  const toggle = useCallback(() => {
    setAppearance((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Private browsing may refuse storage; the choice then lasts for this page only.
      }
      writePreferenceCookie(THEME_COOKIE, next);
      return next;
    });
  }, []);
  // index.html's inline script sets the page's class before the first paint; keep it in step, so
  // the page background outside the app follows a toggle too.
  useLayoutEffect(() => applyAppearanceToPage(appearance), [appearance]);
  const value = useMemo(() => ({ appearance, toggle }), [appearance, toggle]);
  return (
    <AppearanceContext.Provider value={value}>
      <Theme appearance={appearance} accentColor="crimson" grayColor="sand" radius="medium" scaling="100%">
        {children}
      </Theme>
    </AppearanceContext.Provider>
  );
}

export const useAppearance = () => useContext(AppearanceContext);

export function applyAppearanceToPage(appearance: Appearance, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', appearance === 'dark');
  root.classList.toggle('light', appearance === 'light');
  root.style.colorScheme = appearance;
}
