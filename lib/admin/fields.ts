import '@/lib/zod-without-eval';
import { z } from 'zod';
import { normalizeEmail } from '@/lib/auth/account';
import { recordIdParam } from '@/lib/http/record-id';
import { LOCALES } from '@/lib/i18n/locales';
import { safeMediaUrl } from '@/lib/site/media-urls';

// Fields the back-office's forms share, as they arrive from a form: always strings.

/** A row's id from a path segment or a hidden field. */
export const recordIdField = z.string().transform((value, context) => {
  const id = recordIdParam(value);
  if (id === null) {
    context.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return id;
});

/** A checkbox: sent as "on" when ticked, absent when not. */
export const checkboxField = z
  .literal('on')
  .optional()
  .transform((value) => value === 'on');

/** An account's e-mail, as the sign-in looks it up: trimmed and in lower case (lib/auth/account.ts). */
export const emailField = z.string().transform(normalizeEmail).pipe(z.email().max(254));

/** One of the site's four languages: an account's, the language of its mails. */
export const localeField = z.enum(LOCALES);

/** A free text, trimmed, at most `max` characters; left empty it is null (the column's "none"). */
export const optionalTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null);

/** A whole number typed in a number field, within [min, max]. */
export const wholeNumberField = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/**
 * A link or an image address typed by an editor: a site path ('/fr/contact/') or an http(s) URL,
 * the only ones the site puts in a page (lib/site/media-urls.ts); left empty it is null.
 */
export const siteOrWebUrlField = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const url = safeMediaUrl(value);
    if (url === null) context.addIssue({ code: 'custom', message: 'invalid' });
    return url;
  });

/** Class names an editor puts on a wrapper ("highlight wide"); left empty it is null. */
export const cssClassField = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\w:/-]*(?:\s+[\w:/-]+)*$/)
  .optional()
  .transform((value) => value?.split(/\s+/).join(' ') || null);

// Names a nested form may use: words, and list indexes below 100 (a form has a few rows, and a
// larger index would make zod walk a list that long). No "__proto__" and the like.
const NESTED_NAME = /^[A-Za-z]\w*(?:\.(?:[A-Za-z]\w*|\d{1,2}))*$/;
const RESERVED_KEYS = new Set(['constructor', 'prototype']);

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

/**
 * A calendar day as a date input sends it ("2026-12-07"), of the years 2000–2099: a diary holds
 * nothing outside them, and date arithmetic on them stays within four-digit years.
 */
export const dateField = z
  .string()
  .regex(/^20\d{2}-\d{2}-\d{2}$/)
  .refine((value) => {
    const noon = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(value);
  });

/** A time of day as a time input sends it ("18:30", or "18:30:00" with seconds), as "18:30". */
export const timeField = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
  .transform((value) => value.slice(0, 5));
