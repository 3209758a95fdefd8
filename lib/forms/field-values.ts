import type { ApplicantB } from '@/lib/forms/rent-application';

// How the forms read what a visitor typed, in the browser and in their schemas alike; no zod here
// (lib/forms/choices.ts says why).

/** A real calendar date written YYYY-MM-DD (what <input type="date"> sends); 2026-02-30 is not. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whole euros typed by a visitor: "285000", or grouped by thousands as Belgians write them
 * ("285.000", "285 000"). Anything else, decimals included, is NaN.
 */
export function parseEuros(text: string): number {
  const value = text.trim();
  if (/^\d{1,12}$/.test(value)) return Number(value);
  if (/^\d{1,3}(?:[.\s\u202F]\d{3})+$/.test(value)) return Number(value.replace(/\D/g, ''));
  return Number.NaN;
}

/** Whether person B applies: any of their fields filled in. */
export function hasApplicantB(person: Partial<Record<keyof ApplicantB, unknown>> | undefined): boolean {
  return Object.values(person ?? {}).some((value) => typeof value === 'string' && value.trim() !== '');
}
