import '@/lib/zod-without-eval';
import { z } from 'zod';
import { choices, declareForm, parsedText, wholeNumber, type DeclaredField } from '@/lib/admin/form-declaration';
import {
  normalizedTagId,
  TAG_ID_KINDS,
  TAG_ID_MAX_LENGTH,
  tagIdInputPattern,
  type TagIdKind,
} from '@/lib/consent/tag-ids';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';
import { RETENTION_KINDS, RETENTION_RULES, type RetentionKind } from '@/lib/privacy/retention-periods';

// The forms of the site settings (lib/admin/settings.ts): the tag ids, the languages on offer and
// how long each kind of personal data is kept, each saved by its own write (update-site-info.ts,
// update-languages.ts, update-retention.ts).

/** A tag id as typed: empty clears it, anything else must have its kind's shape (lib/consent/tag-ids.ts). */
const tagId = (kind: TagIdKind) =>
  parsedText({ max: TAG_ID_MAX_LENGTH, pattern: tagIdInputPattern(kind), label: `${kind}.label` }, (value, context) => {
    if (value === '') return null;
    const id = normalizedTagId(kind, value);
    if (id === null) {
      context.addIssue({ code: 'custom', message: 'format' });
      return z.NEVER;
    }
    return id;
  });

export const siteInfoForm = declareForm(
  'Admin.settings.siteInfo',
  Object.fromEntries(TAG_ID_KINDS.map((kind) => [kind, tagId(kind)])) as Record<
    TagIdKind,
    DeclaredField<string | null>
  >,
);

/**
 * The ticked languages: French among them. It is the site's default language (x-default, the
 * home a switched-off language leads to, the old site's paths, the fallback of every text), so
 * the back-office cannot switch it off; a deployment without French says so in ENABLED_LOCALES.
 */
const localeChoice = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, context): Locale[] => {
    const ticked = value === undefined ? [] : [value].flat();
    if (!ticked.every(isLocale) || !ticked.includes(DEFAULT_LOCALE)) {
      context.addIssue({ code: 'custom', message: 'choice' });
      return z.NEVER;
    }
    return LOCALES.filter((locale) => ticked.includes(locale));
  });

export const languagesForm = declareForm('Admin.settings.languages', {
  locales: choices(localeChoice, { label: 'legend' }),
});

export const retentionForm = declareForm(
  'Admin.settings.retention',
  Object.fromEntries(
    RETENTION_KINDS.map((kind) => [
      kind,
      wholeNumber(RETENTION_RULES[kind].min, RETENTION_RULES[kind].max, { label: `kinds.${kind}` }),
    ]),
  ) as Record<RetentionKind, DeclaredField<number>>,
);
