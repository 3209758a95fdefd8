import '@/lib/zod-without-eval';
import { z } from 'zod';
import { normalizeEmail } from '@/lib/auth/account';
import { recordIdParam } from '@/lib/http/record-id';
import { LOCALES } from '@/lib/i18n/locales';
import { safeMediaUrl } from '@/lib/site/media-urls';

// Fields the back-office's forms share, as they arrive from a form: always strings. Their limits
// are named, so that a form's inputs (lib/admin/form-declaration.ts) say the same.

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** The longest link or image address an editor types. */
export const WEB_ADDRESS_MAX = 2000;
/** The longest banner picture or video field: an address, or a site media path with its settings. */
export const BANNER_ADDRESS_MAX = 4000;
/** The longest list of class names an editor puts on a wrapper. */
export const CSS_CLASS_MAX = 200;
/** The last day a date field takes (dateField: the years 2000–2099). */
export const LAST_DAY = '2099-12-31';

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
export const emailField = z.string().transform(normalizeEmail).pipe(z.email().max(EMAIL_MAX));

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
  .max(WEB_ADDRESS_MAX)
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const url = safeMediaUrl(value);
    if (url === null) context.addIssue({ code: 'custom', message: 'invalid' });
    return url;
  });

/** Class names as an editor types them ("highlight wide"): written for the v flag, which a form's `pattern` uses. */
export const CSS_CLASS_PATTERN = String.raw`[\w:\/\-]*(?:\s+[\w:\/\-]+)*`;

/** Class names an editor puts on a wrapper ("highlight wide"); left empty it is null. */
export const cssClassField = z
  .string()
  .trim()
  .max(CSS_CLASS_MAX)
  .regex(new RegExp(`^(?:${CSS_CLASS_PATTERN})$`, 'v'))
  .optional()
  .transform((value) => value?.split(/\s+/).join(' ') || null);

/**
 * A calendar day as a date input sends it ("2026-12-07"), of the years 2000–2099 (to LAST_DAY): a diary holds
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
