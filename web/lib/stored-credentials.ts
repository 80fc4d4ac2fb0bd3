/**
 * The stored credentials [AU-3], without the rest of web/lib/auth: the page's entry (web/main.tsx)
 * reads them to decide whether the app starts at once (docs/decisions/019), and must stay small.
 */

/** localStorage key of the stored credentials [AU-3]. */
export const CREDENTIALS_KEY = 'nzif';

export interface Credentials {
  accessToken: string;
  client: string;
  uid: string;
}

/** The stored credentials, or null unless accessToken, client and uid are all present [AU-3]. */
export function readCredentials(storage: Pick<Storage, 'getItem'> = localStorage): Credentials | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(CREDENTIALS_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { accessToken, client, uid } = value as Record<string, unknown>;
    if (typeof accessToken !== 'string' || typeof client !== 'string' || typeof uid !== 'string') return null;
    if (!accessToken || !client || !uid) return null;
    return { accessToken, client, uid };
  } catch {
    return null;
  }
}
