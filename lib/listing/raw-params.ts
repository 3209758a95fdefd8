import { FILTER_KEYS, type FilterIssue, type SearchParamsInput } from '@/lib/listing/filters';

function values(input: SearchParamsInput, key: string): string[] {
  return input instanceof URLSearchParams ? input.getAll(key) : [input[key] ?? []].flat();
}

/** Listing parameters sent with no value at all (blank fields of a form sent without JavaScript). */
export function blankFilterParams(input: SearchParamsInput): string[] {
  return FILTER_KEYS.filter((key) => {
    const sent = values(input, key);
    return sent.length > 0 && sent.every((value) => value.trim() === '');
  });
}

// Typed fields show what the visitor typed when it could not be read, so it can be corrected.
const TYPED: Partial<Record<FilterIssue, FilterIssue[]>> = {
  priceMin: ['priceMin', 'priceRange'],
  priceMax: ['priceMax', 'priceRange'],
  surfaceMin: ['surfaceMin'],
  ref: ['ref'],
};

export function rawValues(
  input: SearchParamsInput,
  issues: readonly FilterIssue[],
): Partial<Record<FilterIssue, string>> {
  const raw: Partial<Record<FilterIssue, string>> = {};
  for (const [field, causes] of Object.entries(TYPED) as [FilterIssue, FilterIssue[]][]) {
    const value = values(input, field).find((item) => item.trim() !== '');
    if (value !== undefined && causes.some((cause) => issues.includes(cause))) raw[field] = value.slice(0, 40);
  }
  return raw;
}
