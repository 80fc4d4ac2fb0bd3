import { Flex, Switch, Text } from '@radix-ui/themes';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { TRADITIONAL_NAMES_KEY } from '#web/lib/preference-keys';
import { TRADITIONAL_NAMES_COOKIE, useInitialPreferences, writePreferenceCookie } from '#web/lib/preferences';

export { TRADITIONAL_NAMES_KEY } from '#web/lib/preference-keys';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The saved preference; on unless the visitor turned it off [LF-4]. */
export function readShowTraditionalNames(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(TRADITIONAL_NAMES_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeShowTraditionalNames(storage: Storage | undefined, value: boolean): void {
  try {
    storage?.setItem(TRADITIONAL_NAMES_KEY, String(value));
  } catch {
    // Storage can be refused (private browsing); the choice then lasts for this page only.
  }
}

const browserStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

interface Placenames {
  showTraditionalNames: boolean;
  setShowTraditionalNames: (value: boolean) => void;
}

const PlacenamesContext = createContext<Placenames>({
  showTraditionalNames: true,
  setShowTraditionalNames: () => {},
});

export function PlacenamesProvider({ children }: { children: ReactNode }) {
  // Rendered on the server from the preference's cookie; never read storage while rendering, or
  // hydration would not match. localStorage decides once the page is live.
  const initial = useInitialPreferences();
  const [showTraditionalNames, setState] = useState(
    () => initial?.showTraditionalNames ?? readShowTraditionalNames(browserStorage()),
  );
  useEffect(() => {
    if (!initial) return;
    const stored = readShowTraditionalNames(browserStorage());
    writePreferenceCookie(TRADITIONAL_NAMES_COOKIE, String(stored));
    setState(stored);
  }, [initial]);
  const setShowTraditionalNames = useCallback((value: boolean) => {
    writeShowTraditionalNames(browserStorage(), value);
    writePreferenceCookie(TRADITIONAL_NAMES_COOKIE, String(value));
    setState(value);
  }, []);
  const value = useMemo(
    () => ({ showTraditionalNames, setShowTraditionalNames }),
    [showTraditionalNames, setShowTraditionalNames],
  );
  return <PlacenamesContext.Provider value={value}>{children}</PlacenamesContext.Provider>;
}

export const usePlacenames = () => useContext(PlacenamesContext);

/** The visible switch for the traditional-names preference. */
export function TraditionalNamesSwitch({ size = '2' }: { size?: '1' | '2' }) {
  const { showTraditionalNames, setShowTraditionalNames } = usePlacenames();
  const id = useId();
  return (
    <Flex asChild align="center" gap="2">
      <Text as="label" size={size} htmlFor={id}>
        <Switch id={id} size="1" checked={showTraditionalNames} onCheckedChange={setShowTraditionalNames} />
        Show traditional place names
      </Text>
    </Flex>
  );
}
