import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, listSeparator } from '@/lib/leads/csv';
import { LOCALES } from '@/lib/i18n/locales';
import { parseCsv } from '../../support/parse-csv';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['with, comma', '"with, comma"'],
    ['with; semicolon', '"with; semicolon"'],
    ['say "hi"', '"say ""hi"""'],
    ['""', '""""""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['Élise Dubois-Lefèvre', '"Élise Dubois-Lefèvre"'],
    ['', '""'],
  ])('always quotes, doubling quotes inside: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['=1+1', `"'=1+1"`],
    ['+32 470 12 34 56', `"'+32 470 12 34 56"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    // A formula after a separator or a line break inside the text too. The lead that found the hole:
    // split by ";" (Belgian spreadsheets), its second half was a cell.
    ['csvprobeC;=1+1', `"csvprobeC;'=1+1"`],
    ['a,=1+1,b', `"a,'=1+1,b"`],
    ['a;+1;b', `"a;'+1;b"`],
    ['hello\n@SUM(A1)', `"hello\n'@SUM(A1)"`],
    ['hello\r\n-1', `"hello\r\n'-1"`],
  ])('defuses a text that a spreadsheet would run as a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a dangerous character that starts no part of the text alone', () => {
    expect(csvCell('1+1=2 ; a - b, @home')).toBe('"1+1=2 ; a - b, @home"');
  });

  it('writes numbers, booleans and dates as text, a negative number defused, and nothing for a missing value', () => {
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(-3)).toBe(`"'-3"`);
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(new Date('2026-11-22T08:30:00Z'))).toBe('"2026-11-22T08:30:00.000Z"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});

describe('csvRow', () => {
  it('joins cells with the separator and ends with CRLF (RFC 4180)', () => {
    expect(csvRow(['a', 1, null, 'b,c'], ',')).toBe('"a","1","","b,c"\r\n');
    expect(csvRow(['a', 1, null, 'b;c'], ';')).toBe('"a";"1";"";"b;c"\r\n');
  });

  const values = [
    'plain',
    'with, comma',
    'with; semicolon',
    'say "hi"',
    'two\r\nlines',
    'csvprobeC;=1+1',
    ...FORMULA_STARTS.map((start) => `${start}1+1`),
  ];

  it.each([',', ';'] as const)(
    'reads back, split by %j, as exactly its cells, none of which starts a formula',
    (separator) => {
      const rows = parseCsv(csvRow(values, separator) + csvRow(['second', 'row'], separator), separator);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveLength(values.length);
      expect(rows[1]).toEqual(['second', 'row']);
      rows[0]!.forEach((cell, index) => {
        // What was typed is all there, behind the apostrophes that keep it text.
        expect(cell.replaceAll("'", '')).toBe(values[index]!.replaceAll("'", ''));
        for (const start of FORMULA_STARTS) expect(cell.startsWith(start), `${JSON.stringify(cell)}`).toBe(false);
      });
    },
  );
});

describe('listSeparator', () => {
  it('is ";" where the spreadsheet of the language expects it (fr, nl, de) and "," in English', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, listSeparator(locale)]))).toEqual({
      fr: ';',
      nl: ';',
      en: ',',
      de: ';',
    });
  });
});
