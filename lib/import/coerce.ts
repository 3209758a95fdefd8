// CRMs export JSON by hand-written templates: numbers arrive as "123,5", booleans as "true" and
// missing values as "". These helpers accept those spellings and still reject real garbage
// ("cheap" is not a price), so a sloppy field never turns into a silent 0 or NaN.
import { z } from 'zod';
import { brusselsDateTime } from '@/lib/appointments/slot-days';

type JsonType = 'number' | 'integer' | 'boolean' | 'string';

/** Schemas whose input is wider than their JSON type (read by the JSON Schema export). */
export const LENIENT_INPUTS = new WeakMap<object, JsonType>();

function lenient<T extends z.ZodType>(schema: T, accepts: JsonType): T {
  LENIENT_INPUTS.set(schema, accepts);
  return schema;
}

/** A missing or blank required field says so, instead of "expected number, received null". */
const required = { error: (issue: { input?: unknown }) => (issue.input == null ? 'required' : undefined) };

function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

const NUMERIC = /^[-+]?\d+([.,]\d+)?$/;

function toNumber(value: unknown): unknown {
  const blank = blankToNull(value);
  if (typeof blank !== 'string') return blank;
  const text = blank.trim();
  return NUMERIC.test(text) ? Number(text.replace(',', '.')) : blank;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);

function toBoolean(value: unknown): unknown {
  if (value === 1 || value === 0) return value === 1;
  const blank = blankToNull(value);
  if (typeof blank !== 'string') return blank;
  const word = blank.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return blank;
}

function toText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const blank = blankToNull(value);
  return typeof blank === 'string' ? blank.trim() : blank;
}

/** A required integer ("12" accepted). */
export const integer = () => lenient(z.preprocess(toNumber, z.int(required)), 'integer');

/** A positive integer identifier ("12" accepted). */
export const id = () => lenient(z.preprocess(toNumber, z.int(required).positive()), 'integer');

/** An optional positive integer identifier: missing, null and "" all read as null. */
export const optionalId = () => lenient(z.preprocess(toNumber, z.int().positive().nullable()), 'integer').optional();

/** An optional number: missing, null and "" all read as null. */
export const optionalNumber = () => lenient(z.preprocess(toNumber, z.number().nullable()), 'number').optional();

/** An optional integer: missing, null and "" all read as null. */
export const optionalInteger = () => lenient(z.preprocess(toNumber, z.int().nullable()), 'integer').optional();

/** An optional boolean (true/false, "true"/"false", 1/0, "yes"/"no"): missing, null and "" all read as null. */
export const optionalBoolean = () => lenient(z.preprocess(toBoolean, z.boolean().nullable()), 'boolean').optional();

/** Required, trimmed, non-empty text (a number is read as its digits). */
export const text = () => lenient(z.preprocess(toText, z.string(required).min(1)), 'string');

/** Optional trimmed text: missing, null and "" all read as null. */
export const optionalText = () => lenient(z.preprocess(toText, z.string().nullable()), 'string').optional();

const isoDate = () =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], {
    error: 'expected an ISO date such as 2026-12-01 or a date-time such as 2026-12-01T10:00:00Z',
  });

/** A required date or date-time (ISO 8601); a date-time without offset is read as UTC. */
export const date = () => z.preprocess(toText, z.string(required).pipe(isoDate()));

/** An optional date or date-time: missing, null and "" all read as null. */
export const optionalDate = () => z.preprocess(toText, isoDate().nullable()).optional();

/** A required date-time (ISO 8601), with or without an offset (see `toLocalInstant`). */
export const dateTime = () =>
  z.preprocess(
    toText,
    z.string(required).pipe(
      z.iso.datetime({
        offset: true,
        local: true,
        error: 'expected an ISO date-time such as 2026-12-05T10:00:00 or 2026-12-05T10:00:00+01:00',
      }),
    ),
  );

/** Optional list: null reads as an empty list. */
export const optionalList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === null ? [] : value), z.array(item)).optional();

/** Converts an `optionalDate` value to a Date (UTC when the text carries no offset). */
export function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00.000Z`);
  const hasOffset = /(Z|[+-]\d{2}:\d{2})$/.test(value);
  return new Date(hasOffset ? value : `${value}Z`);
}

/**
 * Converts a `dateTime` value to a Date: as written when it carries an offset, in Brussels time
 * when it does not. Unlike `toDate`'s UTC, this is for the agency's diary, which the CRM keeps in
 * local time: a visit at "10:00" is at ten in Belgium, summer and winter.
 */
export function toLocalInstant(value: string): Date {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return new Date(value);
  return brusselsDateTime(value.slice(0, 10), value.slice(11, 16));
}
