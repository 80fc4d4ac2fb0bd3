import { Theme } from '@radix-ui/themes';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

export type Appearance = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

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
  const [appearance, setAppearance] = useState<Appearance>(readAppearance);
  const toggle = useCallback(() => {
    setAppearance((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Private browsing may refuse storage; the choice then lasts for this page only.
      }
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
