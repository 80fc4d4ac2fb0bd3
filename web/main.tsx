// Only what the public pages show; other routes add the app's whole sheet (web/lib/app-styles.ts).
import './lib/radix-public.css';
import './styles.css';
import { installChunkReload } from './lib/chunk-reload';
import { SERVER_STATE_ID } from './lib/server-state';

/**
 * The page's entry: its stylesheet and the chunk-reload guard, then the app (web/boot.tsx). A page
 * the server rendered is complete and readable without the app (docs/decisions/019), so the app
 * starts once the page has loaded and been painted: its download and start-up never hold back the
 * first paint or the first pictures, and hydrating begins after them. A client-rendered page starts
 * it at once.
 */
installChunkReload();

let started = false;
// After a failed chunk load the page reloads (chunk-reload) and the import gives nothing.
const start = () => {
  if (started) return;
  started = true;
  void import('./boot').then((app) => app?.startApp());
};
/** Once the page has loaded and its first content is painted (or soon, in a tab that paints none). */
const afterLoadAndPaint = () => {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return setTimeout(start, 0);
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint' });
  setTimeout(start, 3_000);
};
if (!document.getElementById(SERVER_STATE_ID)) start();
else if (document.readyState === 'complete') afterLoadAndPaint();
else window.addEventListener('load', afterLoadAndPaint, { once: true });
