import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv';

describe('CSV for spreadsheets', () => {
  it('starts with a UTF-8 byte order mark and quotes every field', () => {
    const csv = toCsv(
      ['name', 'count'],
      [
        ['Rāwiri', 3],
        [null, 0],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"name","count"\r\n"Rāwiri","3"\r\n"","0"\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('doubles quotes and keeps commas and new lines inside one field', () => {
    expect(csvField('a "b", c\nd')).toBe('"a ""b"", c\nd"');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField(-5)).toBe('"-5"');
  });
});
