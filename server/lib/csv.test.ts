import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvChunks, csvField, toCsv } from './csv';

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
    expect(csvField('-1+1')).toBe('"\'-1+1"');
    expect(csvField('-2e3')).toBe('"\'-2e3"');
    expect(csvField('-$10.00')).toBe('"\'-$10.00"');
  });

  it('leaves signed decimal amounts as numbers a spreadsheet can sum', () => {
    expect(csvField('-10.00')).toBe('"-10.00"');
    expect(csvField('1234.50')).toBe('"1234.50"');
  });

  it('writes instants in festival time with their offset', () => {
    expect(csvField(new Date('2026-10-04T21:30:05Z'))).toBe('"2026-10-05T10:30:05+13:00"');
    expect(csvField(new Date('2026-06-14T12:00:00Z'))).toBe('"2026-06-15T00:00:00+12:00"');
  });
});

describe('CSV a chunk at a time [issue 32]', () => {
  it('writes the same file as toCsv, in chunks of rows', () => {
    const header = ['id', 'name', 'amount'];
    const rows = Array.from({ length: 7 }, (_, i) => [i, `Person "${i}"`, i % 2 ? -1000 : '=SUM(A1)']);
    const chunks = [...csvChunks(header, rows, 3)];
    // The header, then 3 + 3 + 1 rows.
    expect(chunks).toHaveLength(4);
    expect(chunks.join('')).toBe(toCsv(header, rows));
    expect([...csvChunks(header, [])].join('')).toBe(toCsv(header, []));
  });
});
