/**
 * CSV for spreadsheets: every field quoted, CRLF line ends, and a UTF-8 byte order mark first so
 * Excel reads macrons (Māori names) correctly. Text that starts like a formula (=, +, -, @) is
 * prefixed with an apostrophe so opening the file cannot run anything; numbers (and text that is
 * only a signed decimal number, such as '-10.00') stay numbers, so a column of refunds sums.
 * Instants are written in festival time with their offset, '2026-03-03T10:00:00+13:00'.
 */
import { isoDateTimeInZone } from '#core/festival/dates';

export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | Date | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = value instanceof Date ? isoDateTimeInZone(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * The same CSV as toCsv, a chunk at a time (issue 32): the byte order mark and header first, then
 * `rowsPerChunk` rows per chunk, so an export is sent as it is written instead of held whole.
 */
export function* csvChunks(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]>,
  rowsPerChunk = 200,
): Generator<string> {
  yield `${CSV_BOM}${header.map(csvField).join(',')}\r\n`;
  let chunk: string[] = [];
  for (const row of rows) {
    chunk.push(`${row.map(csvField).join(',')}\r\n`);
    if (chunk.length >= rowsPerChunk) {
      yield chunk.join('');
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk.join('');
}
