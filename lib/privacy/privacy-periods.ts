import { escapeHtml } from '@/lib/html/escape-html';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import {
  RETENTION_KINDS,
  RETENTION_RULES,
  type RetentionPeriods,
  type RetentionUnit,
} from '@/lib/privacy/retention-periods';

// The privacy statement states the keeping times the site applies (docs/forms.md, personal data),
// read from the settings rather than typed a second time in its text (docs/cms.md, legal pages).
// Its CMS text names them by placeholders, `{{retention.leads}}`, replaced here by the period in
// the page's language ("24 mois", "30 Tage"); a text that names none gets a section listing them
// all at its end, so the statement never leaves them out.

/** The keeping times the statement names: the settings' and the uploaded documents' (in days). */
export type StatedPeriods = { retention: RetentionPeriods; documentDays: number };

const PLACEHOLDER = /\{\{\s*retention\.(\w+)\s*\}\}/g;

/** A period as words in `locale`: "24 mois", "30 dagen", "90 days". */
export function periodText(locale: Locale, amount: number, unit: RetentionUnit): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'months' ? 'month' : 'day',
    unitDisplay: 'long',
  }).format(amount);
}

function periodTexts(locale: Locale, { retention, documentDays }: StatedPeriods): Record<string, string> {
  return {
    ...Object.fromEntries(
      RETENTION_KINDS.map((kind) => [kind, periodText(locale, retention[kind], RETENTION_RULES[kind].unit)]),
    ),
    documents: periodText(locale, documentDays, 'days'),
  };
}

/** The section listing every period, for a statement whose text names none. */
function periodsSection(locale: Locale, texts: Record<string, string>): string {
  const t = translator(locale, 'PrivacyPeriods');
  const items = [...RETENTION_KINDS, 'documents' as const].map(
    (kind) => `<li>${escapeHtml(t(`kinds.${kind}`, { period: texts[kind]! }))}</li>`,
  );
  return `<h2>${escapeHtml(t('title'))}</h2>\n<ul>\n${items.join('\n')}\n</ul>`;
}

/** The statement's HTML with the periods in force, in `locale`. */
export function withRetentionPeriods(html: string, locale: Locale, periods: StatedPeriods): string {
  const texts = periodTexts(locale, periods);
  let named = false;
  const replaced = html.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(texts, name)) return placeholder;
    named = true;
    return escapeHtml(texts[name]!);
  });
  return named ? replaced : `${replaced}\n${periodsSection(locale, texts)}`;
}
