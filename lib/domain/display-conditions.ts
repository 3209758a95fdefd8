import { z } from 'zod';

export const DISPLAY_LOGICS = [
  'equals',
  'notEquals',
  'greaterThan',
  'lessThan',
  'greaterOrEqual',
  'lessOrEqual',
  'isEmpty',
  'isNotEmpty',
  'contains',
  'in',
] as const;
export type DisplayLogic = (typeof DISPLAY_LOGICS)[number];

const UNARY_LOGICS: readonly DisplayLogic[] = ['isEmpty', 'isNotEmpty'];

export const displayConditionSchema = z
  .object({
    field: z.string().trim().min(1),
    logic: z.enum(DISPLAY_LOGICS),
    compareWithField: z.string().nullish(),
    compareWithValue: z.unknown().optional(),
    advancedCondition: z.enum(['and', 'or']).nullish(),
  })
  // A comparison without anything to compare with is a broken rule, not an always-true one.
  .refine(
    (rule) => UNARY_LOGICS.includes(rule.logic) || !!rule.compareWithField || rule.compareWithValue !== undefined,
    { message: 'A comparison needs compareWithField or compareWithValue' },
  );
export type DisplayCondition = z.infer<typeof displayConditionSchema>;

const conditionListSchema = z.array(displayConditionSchema);

// Dotted paths reach nested data; own properties only, so "constructor" or "__proto__" read nothing.
function readField(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    return (value as Record<string, unknown>)[key];
  }, record);
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

// CRM values arrive as numbers, numeric strings and 'true'/'false' strings alike, so 10 equals '10'.
function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  const x = toNumber(a);
  const y = toNumber(b);
  if (x !== null && y !== null) return x === y;
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  return scalar(a) && scalar(b) && String(a).trim() === String(b).trim();
}

function compareNumbers(a: unknown, b: unknown, test: (x: number, y: number) => boolean): boolean {
  const x = toNumber(a);
  const y = toNumber(b);
  return x !== null && y !== null && test(x, y);
}

function contains(value: unknown, part: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => sameValue(item, part));
  if (typeof value !== 'string' || isEmpty(part) || typeof part === 'object') return false;
  return value.toLowerCase().includes(String(part).toLowerCase());
}

// A list is either an array or a comma-separated string, like the CRM's WebIDs.
function isIn(value: unknown, list: unknown): boolean {
  const items = typeof list === 'string' ? list.split(',') : list;
  return Array.isArray(items) && items.some((item) => sameValue(value, item));
}

function passes(record: Record<string, unknown>, rule: DisplayCondition): boolean {
  const value = readField(record, rule.field);
  const other = rule.compareWithField ? readField(record, rule.compareWithField) : rule.compareWithValue;
  switch (rule.logic) {
    case 'equals':
      return sameValue(value, other);
    case 'notEquals':
      return !sameValue(value, other);
    case 'greaterThan':
      return compareNumbers(value, other, (x, y) => x > y);
    case 'lessThan':
      return compareNumbers(value, other, (x, y) => x < y);
    case 'greaterOrEqual':
      return compareNumbers(value, other, (x, y) => x >= y);
    case 'lessOrEqual':
      return compareNumbers(value, other, (x, y) => x <= y);
    case 'isEmpty':
      return isEmpty(value);
    case 'isNotEmpty':
      return !isEmpty(value);
    case 'contains':
      return contains(value, other);
    case 'in':
      return isIn(value, other);
  }
}

/**
 * Whether a record meets its display rules, read left to right: each rule joins the result so
 * far with its advancedCondition ('and' unless 'or'). A malformed rule or any error gives false
 * (docs/cms.md, display conditions).
 */
export function evaluateDisplayConditions(record: Record<string, unknown>, conditions: unknown): boolean {
  try {
    const parsed = conditionListSchema.safeParse(conditions);
    if (!parsed.success) return false;
    return parsed.data.reduce<boolean>((result, rule, index) => {
      const ok = passes(record, rule);
      if (index === 0) return ok;
      return rule.advancedCondition === 'or' ? result || ok : result && ok;
    }, true);
  } catch {
    return false;
  }
}
