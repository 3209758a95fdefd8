// How an HTML form's body reads: its fields by name (every value a string, a name sent more than
// once a list), then, for forms whose names are paths ("applicantA.firstName"), the nested value
// they name. Used by the back-office's forms (lib/admin/write-route.ts) and the visitor forms
// posted without JavaScript (lib/forms/native-body.ts).

/** A form body's fields; a name sent more than once (checkboxes) keeps all its values. */
export function formFields(body: string): Record<string, string | string[]> {
  // Without a prototype, a field named "constructor" or "__proto__" is a field like any other.
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) addField(fields, name, value);
  return fields;
}

/** Adds a value under `name`, making a list when the name was already sent. */
export function addField(fields: Record<string, string | string[]>, name: string, value: string): void {
  const previous = fields[name];
  // Added in place: copying the list for each value took a minute for a name sent 80,000 times.
  if (previous === undefined) fields[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else fields[name] = [previous, value];
}

// Names a nested form may use: words, and list indexes below 100 (a form has a few rows, and a
// larger index would make zod walk a list that long). No "__proto__" and the like.
const NESTED_NAME = /^[A-Za-z]\w*(?:\.(?:[A-Za-z]\w*|\d{1,2}))*$/;
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Branch = Record<string, unknown> | unknown[];
const isIndex = (key: string) => /^\d/.test(key);

/** The list or object that holds `keys`' last one, made on the way; null when a name collides. */
function branchFor(root: Branch, keys: readonly string[]): Branch | null {
  let node = root;
  for (const [depth, key] of keys.entries()) {
    if (depth === keys.length - 1) break;
    if (Array.isArray(node) !== isIndex(key)) return null;
    const existing: unknown = Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
    const next = existing ?? (isIndex(keys[depth + 1]!) ? [] : {});
    if (typeof next !== 'object' || next === null) return null;
    (node as Record<string, unknown>)[key] = next;
    node = next as Branch;
  }
  return node;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * A form whose field names are dotted paths ("columns.0.title.nl") as the nested value they
 * name, for a schema of that shape: a number is a list index, so a form's rows arrive as a list,
 * and an error's path is again the field's name. Each value is trimmed: the blanks around what a
 * person types are never meant. Names of any other shape, or that collide, are left out.
 */
export function nestedFields(fields: unknown): unknown {
  if (typeof fields !== 'object' || fields === null) return fields;
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const keys = name.split('.');
    if (!NESTED_NAME.test(name) || keys.some((key) => RESERVED_KEYS.has(key))) continue;
    const last = keys[keys.length - 1]!;
    const branch = branchFor(root, keys);
    if (!branch || Array.isArray(branch) !== isIndex(last) || Object.hasOwn(branch, last)) continue;
    (branch as Record<string, unknown>)[last] = Array.isArray(value) ? value.map(trimmed) : trimmed(value);
  }
  return root;
}
