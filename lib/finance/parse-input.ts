// What visitors type in the estimate's fields: "350.000", "350 000", "€ 350,000", "3,3 %".
// Belgians write "350.000" (dot grouping) and "3,3" (comma decimal); others the reverse.

const SPACES = /[\s\u00A0\u202F']/g;

/** A euro amount, or null when the text is not one. Groups of three after a separator are thousands. */
export function parseAmountInput(text: string): number | null {
  const value = text.replace(SPACES, '').replace(/^€|€$/g, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(value)) return Number(value.replace(/[.,]/g, ''));
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (/^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(value)) return Number(value.replace(/,/g, ''));
  if (/^\d+([.,]\d{1,2})?$/.test(value)) return Number(value.replace(',', '.'));
  return null;
}

/** A percentage such as "3,3" or "3.25 %", or null. */
export function parsePercentInput(text: string): number | null {
  const value = text.replace(SPACES, '').replace(/%$/, '');
  return /^\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : null;
}
