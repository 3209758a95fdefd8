// RFC 4180 CSV for the agency's spreadsheet. A cell that starts with = + - @ (or a tab or carriage
// return) would run as a formula when the file is opened: a visitor could type "=HYPERLINK(…)"
// into a form. Such cells get a leading apostrophe, which spreadsheets show as text.

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
