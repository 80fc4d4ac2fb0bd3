import { type RefObject, useEffect } from 'react';

/** A name for a table's scroll region: its caption, else its column headings. */
function nameOf(table: HTMLTableElement | null): string {
  const caption = table?.caption?.textContent?.trim();
  if (caption) return caption;
  const headings = [...(table?.querySelectorAll('thead th') ?? [])]
    .map((th) => th.textContent?.trim())
    .filter(Boolean);
  return headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
}

function nameRegions(root: HTMLElement) {
  for (const viewport of root.querySelectorAll<HTMLElement>('.rt-TableRoot .rt-ScrollAreaViewport')) {
    const name = nameOf(viewport.querySelector('table'));
    if (viewport.getAttribute('aria-label') === name) continue;
    viewport.tabIndex = 0;
    viewport.setAttribute('role', 'region');
    viewport.setAttribute('aria-label', name);
  }
}

/**
 * Radix tables scroll sideways inside their own viewport when narrower than the table (a phone),
 * so the page does not; that viewport cannot take focus nor has a name of its own (axe
 * scrollable-region-focusable). This gives each one under `ref` both, as tables come and go.
 */
export function useNamedTableScrollRegions(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    nameRegions(root);
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => nameRegions(root));
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
}
