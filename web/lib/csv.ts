import { requestHeaders } from './auth';

/**
 * Saves CSV text from the API as a file download. The file starts with a UTF-8 byte order mark
 * (added here if the server did not) so spreadsheets read macrons correctly.
 */
export function downloadCsv(csv: string, filename: string): void {
  const text = csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a CSV export the server streams (issue 32), with the page's credentials, and saves it
 * as a file. Throws with the server's message when it refuses.
 */
export async function downloadCsvFrom(url: string, filename: string): Promise<void> {
  const response = await fetch(url, { headers: requestHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `The export failed (${response.status})`);
  }
  downloadCsv(await response.text(), filename);
}
