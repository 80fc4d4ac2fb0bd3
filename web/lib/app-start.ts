import { FAVOURITES_KEY, parseFavourites } from './favourites-storage';
import { THEME_STORAGE_KEY, TRADITIONAL_NAMES_KEY } from './preference-keys';
import { SERVER_STATE_ID } from './server-state';
import { readCredentials } from './stored-credentials';

/**
 * When the app starts on a page the server rendered (docs/decisions/019, "The app starts at the
 * first interaction"): the page is complete and its links are real links, so for an anonymous
 * visitor the app (web/boot.tsx) is only fetched after load and started at their first sign of
 * interacting; a tap on a control that needs it meanwhile is held and replayed once it is live.
 * This module is part of the page's entry (web/main.tsx): it must stay small, with no React.
 */

type Reader = Pick<Storage, 'getItem'>;

/** Events that say the visitor is about to interact: a touch, a key, keyboard focus, a mouse on the page. */
export const INTENT_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'mousemove',
  'wheel',
] as const;

/** An ISO date (YYYY-MM-DD) of the device's calendar. */
const localIsoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Whether the page lists a day within one day of the device's date: during the festival the
 * programme marks today and opens on it, which must not wait for a tap (nor jump under one).
 * The device's date, not the festival's zone: reading a zone costs the first Intl call ≈80 ms.
 */
function showsFestivalToday(doc: Pick<Document, 'querySelectorAll'>, now: Date): boolean {
  const near = new Set(
    [-1, 0, 1].map((offset) =>
      localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)),
    ),
  );
  for (const link of doc.querySelectorAll('.day-nav a[href]')) {
    const date = /\d{4}-\d{2}-\d{2}/.exec(link.getAttribute('href') ?? '')?.[0];
    if (date && near.has(date)) return true;
  }
  return false;
}

/**
 * Why this server-rendered page should start its app as soon as it has loaded rather than at the
 * first interaction, or null: the visitor has something of their own the page shows only once the
 * app runs (credentials, favourites, a stored preference the server did not render with), or the
 * festival is on and the programme opens on today.
 */
export function reasonToStartAtLoad(
  doc: Pick<Document, 'getElementById' | 'querySelectorAll'>,
  storage: Reader | null,
  now: Date,
): string | null {
  try {
    if (storage) {
      if (readCredentials(storage)) return 'signed in';
      if (parseFavourites(storage.getItem(FAVOURITES_KEY)).ids.length > 0) return 'favourites';
      const rendered = doc.getElementById(SERVER_STATE_ID);
      const appearance = storage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
      if (appearance !== rendered?.getAttribute('data-appearance')) return 'theme';
      const names = String(storage.getItem(TRADITIONAL_NAMES_KEY) !== 'false');
      if (names !== rendered?.getAttribute('data-traditional-names')) return 'place names';
    }
  } catch {
    // Storage refused (private mode, sandboxed frame): nothing stored to show.
  }
  return showsFestivalToday(doc, now) ? 'festival day' : null;
}

/** Calls `start` once, at the first of INTENT_EVENTS on `target`. */
export function onFirstIntent(
  start: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
) {
  const options = { capture: true, passive: true };
  const intent = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, intent, options);
    start();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, intent, options);
}

/** What works without the app: real links and native form controls (labels activate theirs). */
const WORKS_WITHOUT_APP = 'a[href], area[href], input, select, textarea, label, summary, [contenteditable]';
/** Controls that do nothing until the app is live: buttons and elements with an interactive role. */
const NEEDS_APP = [
  'button',
  ...['button', 'checkbox', 'combobox', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio']
    .concat(['option', 'radio', 'slider', 'spinbutton', 'switch', 'tab', 'treeitem'])
    .map((role) => `[role="${role}"]`),
].join(', ');

/** The control a tap on `target` is for when it needs the app to respond, else null. */
export function controlNeedingApp(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(`${WORKS_WITHOUT_APP}, ${NEEDS_APP}`);
  if (!control || control.matches(WORKS_WITHOUT_APP)) return null;
  return control;
}

/** Whether React has hydrated `element` (its props are attached: React's own `__reactProps$…` key). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

interface Press {
  control: HTMLElement;
  pointerType: string;
  clientX: number;
  clientY: number;
}

/**
 * Holds taps on controls that need the app until it is live, then replays the last one on the same
 * element (pointer down and up as the visitor made them, then a click), so the first tap on a
 * menu, star or filter is never lost. Listens in the capture phase of `target` and stops the held
 * events there, so React (listening on the root once hydration has begun) sees each tap once: as
 * the replay. Links and native controls are left alone. Call `live()` once the app has mounted.
 */
export function holdEarlyTaps(target: Window = window) {
  let isLive = false;
  let pressed: Press | null = null;
  let held: { control: HTMLElement; press: Press | null } | null = null;
  let hydrateFirst: (target: Element) => void = () => {};

  const replay = (waited = 0) => {
    const tap = held;
    if (!tap?.control.isConnected) {
      held = null;
      return;
    }
    const { control, press } = tap;
    // The app is live once its root has mounted, but the part holding the control may still be
    // hydrating (in slices, as a transition); an event replayed into it then is lost. Ask React to
    // hydrate that part first, and wait until it has attached the control's props (≤ 3 s).
    if (!isHydrated(control) && waited < 3_000) {
      if (waited === 0) hydrateFirst(control);
      setTimeout(() => replay(waited + 20), 20);
      return;
    }
    held = null;
    if (press) {
      const { clientX, clientY, pointerType } = press;
      const init = { bubbles: true, cancelable: true, composed: true, button: 0, clientX, clientY };
      const pointer = { ...init, pointerId: 1, isPrimary: true, pointerType };
      control.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
      control.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
      control.dispatchEvent(new PointerEvent('pointerup', pointer));
      control.dispatchEvent(new MouseEvent('mouseup', init));
    }
    control.click();
  };
  const within = (event: Event) =>
    pressed !== null && event.target instanceof Node && pressed.control.contains(event.target);

  const onPointerDown = (event: PointerEvent) => {
    pressed = null;
    if (isLive) return;
    const control = controlNeedingApp(event.target);
    if (!control) return;
    const { pointerType, clientX, clientY } = event;
    pressed = { control, pointerType, clientX, clientY };
    event.stopPropagation();
  };
  // The rest of a held press: React must not see half of it.
  const onPressPart = (event: Event) => {
    if (within(event)) event.stopPropagation();
  };
  const onClick = (event: MouseEvent) => {
    const control = controlNeedingApp(event.target);
    const press = pressed?.control === control ? pressed : null;
    pressed = null;
    if (!control || (isLive && !press)) return;
    // Held: nothing the browser would do for it (a submit, say) happens before the app's turn.
    event.preventDefault();
    event.stopPropagation();
    held = { control, press };
    if (isLive) replay();
  };

  target.addEventListener('pointerdown', onPointerDown, true);
  for (const type of ['pointerup', 'mousedown', 'mouseup'] as const)
    target.addEventListener(type, onPressPart, true);
  target.addEventListener('click', onClick, true);

  return {
    /**
     * The app is live: replay the held tap, if any; later taps go to the app. `prioritise` asks
     * React to hydrate the part holding a target first.
     */
    live(prioritise?: (target: Element) => void) {
      if (prioritise) hydrateFirst = prioritise;
      isLive = true;
      replay();
    },
  };
}
