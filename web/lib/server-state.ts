import type { Preferences } from './preferences';

/**
 * What a server-rendered page carries for its hydration: the Apollo cache its loaders filled (so
 * the browser asks for none of it again) and the preferences it was rendered with. A JSON data
 * block, not a script: the CSP does not apply to it and nothing in it runs.
 */
export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  apollo: Record<string, unknown>;
  preferences: Preferences;
  /** The site's public origin the page's canonical and preview URLs were rendered with. */
  origin: string;
}

/** JSON safe inside `<script>`: no `</script>`, `<!--` or line separators can end or bend the block. */
export function serialiseServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The data block. Its attributes repeat the preferences the page was rendered with, so the page's
 * entry can tell whether the visitor's stored ones differ (then the app starts at once, to show
 * them) without parsing the whole block (docs/decisions/019).
 */
export function serverStateTag(state: ServerState): string {
  const { appearance, showTraditionalNames } = state.preferences;
  const rendered = `data-appearance="${appearance === 'dark' ? 'dark' : 'light'}" data-traditional-names="${showTraditionalNames}"`;
  return `<script type="application/json" id="${SERVER_STATE_ID}" ${rendered}>${serialiseServerState(state)}</script>`;
}

export function readServerState(doc: Pick<Document, 'getElementById'> = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
