/**
 * CSV for spreadsheets: every field quoted, CRLF line ends, and a UTF-8 byte order mark first so
 * Excel reads macrons (Māori names) correctly. Fields that start like a formula (=, +, -, @) are
 * prefixed with an apostrophe so opening the file cannot run anything.
 */

export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
