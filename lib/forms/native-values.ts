import '@/lib/zod-without-eval';
import { z } from 'zod';
import { nestedFields } from '@/lib/http/form-fields';

// A form posted by the browser itself (docs/forms.md, a form sent without script) arrives as
// named texts: "applicantA.firstName=Marie", a ticked box as "on", an unticked one not at all, a
// group of boxes as its name repeated. Its schema expects what react-hook-form sends as JSON:
// nested objects, true or false, numbers, lists. This turns the first into the second by reading
// the schema, so that the same schema checks both and a field's error lands on the same name.

/** "applicantA[firstName]" and "timeSlots[]", as some senders write names, spelled with dots. */
function dottedName(name: string): string {
  return name.replace(/\[\]$/, '').replace(/\[([^[\]]*)\]/g, '.$1');
}

type Schema = z.ZodType;

/** The schema a value is first checked against, through wrappers that do not change its shape. */
function unwrapped(schema: Schema): Schema {
  let at = schema;
  for (;;) {
    if (
      at instanceof z.ZodOptional ||
      at instanceof z.ZodNullable ||
      at instanceof z.ZodDefault ||
      at instanceof z.ZodPrefault ||
      at instanceof z.ZodCatch ||
      at instanceof z.ZodReadonly ||
      at instanceof z.ZodNonOptional
    ) {
      at = at.def.innerType as Schema;
    } else if (at instanceof z.ZodPipe) {
      // A preprocess reads anything: what follows it says which shape is meant.
      at = (at.in instanceof z.ZodTransform ? at.out : at.in) as Schema;
    } else {
      return at;
    }
  }
}

/** Whether the schema takes a text as it comes (strings, choices, coerced numbers). */
function takesText(schema: Schema): boolean {
  const at = unwrapped(schema);
  if (at instanceof z.ZodUnion) return (at.options as Schema[]).some(takesText);
  if (at instanceof z.ZodLiteral) return [...at.values].some((value) => typeof value === 'string');
  if (at instanceof z.ZodNumber || at instanceof z.ZodBoolean) return at.def.coerce === true;
  return !(at instanceof z.ZodObject || at instanceof z.ZodArray);
}

const isBooleanSchema = (at: Schema) =>
  at instanceof z.ZodBoolean ||
  (at instanceof z.ZodLiteral && [...at.values].every((value) => typeof value === 'boolean'));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NUMBER = /^-?\d{1,15}(?:\.\d{1,6})?$/;

/**
 * `value` in the shape `schema` reads. What cannot be read that way (a word where a number is
 * expected, a list where one text is) is left as it came, for the schema to refuse at its field.
 */
function shaped(schema: Schema, value: unknown): unknown {
  if (typeof value === 'string' && takesText(schema)) return value;
  const at = unwrapped(schema);
  if (at instanceof z.ZodObject) {
    if (value === undefined) return undefined;
    if (!isRecord(value)) return value;
    const shape = at.shape as Record<string, Schema>;
    const result: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(shape)) {
      const read = shaped(inner, Object.hasOwn(value, key) ? value[key] : undefined);
      if (read !== undefined) result[key] = read;
    }
    return result;
  }
  if (at instanceof z.ZodArray) {
    // A group of boxes none of which is ticked sends nothing; one ticked box sends one text.
    const list = value === undefined ? [] : typeof value === 'string' ? [value] : value;
    return Array.isArray(list) ? list.map((item) => shaped(at.element as Schema, item)) : list;
  }
  if (isBooleanSchema(at)) {
    // A check box sends "on" (or its value "true") when ticked and nothing when not.
    if (value === undefined) return false;
    return value === 'on' || value === 'true' ? true : value;
  }
  if (at instanceof z.ZodNumber && typeof value === 'string') {
    const text = value.trim();
    // An empty number field is "no number", as the script sends it (null), never 0.
    if (text === '') return null;
    return NUMBER.test(text) ? Number(text) : value;
  }
  if (at instanceof z.ZodUnion && value !== undefined) {
    const option = (at.options as Schema[]).find((inner) => !takesText(inner));
    return option ? shaped(option, value) : value;
  }
  return value;
}

/**
 * A native form body's fields (lib/http/form-fields.ts formFields, or a multipart body's texts) as
 * the values `schema` checks: names as paths to nested values, then each value in the type the
 * schema expects there. Names the schema does not know are left out.
 */
export function nativeValues(fields: Record<string, string | string[]>, schema: Schema): Record<string, unknown> {
  const dotted: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of Object.entries(fields)) {
    const key = dottedName(name);
    const previous = dotted[key];
    dotted[key] = previous === undefined ? value : [previous, value].flat();
  }
  const read = shaped(schema, nestedFields(dotted));
  return isRecord(read) ? read : {};
}
