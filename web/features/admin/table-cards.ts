import { type RefObject, useEffect } from 'react';

/** The text of each column's heading by column index (a heading spanning columns names each). */
function columnLabels(table: HTMLTableElement): string[] {
  const head = table.tHead;
  const row = head?.rows[head.rows.length - 1];
  if (!row) return [];
  const labels: string[] = [];
  for (const cell of row.cells) {
    const hidden = cell.getAttribute('aria-hidden') === 'true';
    const text = hidden ? '' : (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
    for (let span = 0; span < cell.colSpan; span += 1) labels.push(text);
  }
  return labels;
}

/**
 * Marks one table for the phone card layout (styles.css, `table[data-cards]`): each body cell gets
 * its column's heading in `data-label`, which the card shows beside the value. A row's header cell
 * is the card's title and keeps no label; a cell spanning the row (a status row) neither.
 */
export function labelTableCells(table: HTMLTableElement) {
  const labels = columnLabels(table);
  if (labels.length === 0) return;
  if (!table.hasAttribute('data-cards')) table.setAttribute('data-cards', '');
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label =
          cell.colSpan > 1 || (cell.tagName === 'TH' && column === 0) ? '' : (labels[column] ?? '');
        if (label) {
          if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        } else if (cell.hasAttribute('data-label')) {
          cell.removeAttribute('data-label');
        }
        column += cell.colSpan;
      }
    }
  }
}

function labelTables(root: HTMLElement) {
  for (const table of root.querySelectorAll<HTMLTableElement>('table.rt-TableRootTable'))
    labelTableCells(table);
}

/**
 * Admin tables become cards on phones (issue 31): a wide table would scroll sideways, so below
 * 768 px each row shows as a card of "heading: value" lines. The layout is CSS; this gives every
 * table with column headings under `ref` the labels it needs, as tables and rows come and go.
 */
export function useTableCards(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    labelTables(root);
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => labelTables(root));
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
}
