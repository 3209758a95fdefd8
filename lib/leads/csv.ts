import type { Locale } from '@/lib/i18n/locales';

// RFC 4180 CSV for the agency's spreadsheet. A cell that starts with = + - @ (or a tab or carriage
// return) would run as a formula when the file is opened: a visitor could type "=HYPERLINK(…)"
// into a form. Such text gets a leading apostrophe, which spreadsheets show as text.
//
// Every cell is quoted, so a separator inside a value stays inside for a reader that uses the
// file's own separator. A spreadsheet set to the other one (English staff, Belgian Excel) splits
// naively at it, though, and at line breaks: "csvprobeC;=1+1" read with ";" gave a cell "=1+1".
// So the apostrophe also goes after every "," ";" or line break that a formula would follow.

const FORMULA_START = /(?<=^|[,;\r\n])(?=[=+\-@\t\r])/g;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Put before a file's first line: it makes Excel read the file as UTF-8, accents included. */
export const BYTE_ORDER_MARK = '\uFEFF';
export type CsvSeparator = ',' | ';';

/**
 * The list separator of the spreadsheets that speak `locale`: French, Dutch and German ones
 * (Belgium's) write decimals with a comma, so their lists use ";".
 */
export function listSeparator(locale: Locale): CsvSeparator {
  return locale === 'en' ? ',' : ';';
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(FORMULA_START, "'").replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly CsvValue[], separator: CsvSeparator): string {
  return `${values.map(csvCell).join(separator)}\r\n`;
}
