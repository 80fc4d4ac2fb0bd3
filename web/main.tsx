// Only what the public pages show; other routes add the app's whole sheet (web/lib/app-styles.ts).
import './lib/radix-public.css';
import './styles.css';
import { holdEarlyTaps, onFirstIntent, reasonToStartAtLoad } from './lib/app-start';
import { installChunkReload } from './lib/chunk-reload';
import { SERVER_STATE_ID } from './lib/server-state';

/**
 * The page's entry: its stylesheet and the chunk-reload guard, then the app (web/boot.tsx). A page
 * the server rendered is complete and usable without the app (docs/decisions/019): an anonymous
 * visitor's app is fetched once the page has loaded and been painted, and started at their first
 * interaction (web/lib/app-start.ts), a tap on a control meanwhile held and replayed once it is
 * live; a visitor with something of their own to show starts it after load and paint. A
 * client-rendered page starts it at once.
 */
installChunkReload();

let started = false;
// After a failed chunk load the page reloads (chunk-reload) and the import gives nothing.
const start = (onReady?: (hydrateFirst: (target: Element) => void) => void) => {
  if (started) return;
  started = true;
  void import('./boot').then((app) => app?.startApp({ onReady }));
};
/** Once the page has loaded and its first content is painted (or soon, in a tab that paints none). */
const afterLoadAndPaint = (then: () => void) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setTimeout(then, 0);
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const loaded = () => {
    if (painted()) return once();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint' });
    setTimeout(once, 3_000);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
};
/** Fetches the app's modules at low priority without running them (their paths: scripts/vite-delivery.ts). */
const fetchApp = () => {
  if (started) return;
  const paths = document.querySelector('script[data-app-modules]')?.getAttribute('data-app-modules') ?? '';
  for (const href of paths.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
};
const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

if (!document.getElementById(SERVER_STATE_ID)) start();
else {
  const taps = holdEarlyTaps();
  const startNow = () => start(taps.live);
  if (reasonToStartAtLoad(document, storage(), new Date())) afterLoadAndPaint(startNow);
  else {
    document.documentElement.dataset.app = 'waiting';
    onFirstIntent(startNow, window);
    afterLoadAndPaint(fetchApp);
  }
}
