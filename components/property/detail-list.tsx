import clsx from 'clsx';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { DetailRows, type DetailEntry } from '@/components/property/detail-rows';
import { formatAmount } from '@/lib/domain/price';
import { formatDate } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { DetailRow } from '@/lib/properties/detail-fields';

type Translate = Awaited<ReturnType<typeof getTranslations<'PropertyDetails'>>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;

// CRM code values ("heat-pump") read in the visitor's language; a code the site does not know
// yet is shown as the CRM sent it rather than hidden.
function codeLabel(t: Translate, key: string, value: string): string {
  const id = `codes.${key}.${value}` as Parameters<Translate>[0];
  return t.has(id) ? t(id) : value;
}

/** One detail as text with its unit, in the visitor's language (money as in docs/domain-rules.md, prices). */
export function formatDetail(row: DetailRow, t: Translate, format: Format, locale: Locale): string {
  const { value } = row;
  switch (row.kind) {
    case 'surface':
      return t('units.surface', { value: format.number(Number(value), { maximumFractionDigits: 1 }) });
    case 'amount':
      return formatAmount(value) ?? String(value);
    case 'percent':
      return t('units.percent', { value: format.number(Number(value), { maximumFractionDigits: 2 }) });
    case 'date':
      return value instanceof Date ? formatDate(value, locale, { dateStyle: 'long' }) : String(value);
    case 'boolean':
      return t(value ? 'yes' : 'no');
    case 'floor':
      return value === 0 ? t('units.groundFloor') : String(value);
    case 'year':
      return String(value);
    case 'count':
      return typeof value === 'number' ? format.number(value, { maximumFractionDigits: 1 }) : String(value);
    case 'code':
      return codeLabel(t, row.key, String(value));
    case 'text':
      return String(value);
  }
}

/** Energy figures carry their own units (kWh/m² a year, kg CO₂…). */
export function detailText(row: DetailRow, t: Translate, format: Format, locale: Locale): string {
  const text = formatDetail(row, t, format, locale);
  if (row.key === 'epcSpec') return t('units.epcSpec', { value: text });
  if (row.key === 'epcTotal') return t('units.epcTotal', { value: text });
  if (row.key === 'co2Emission') return t('units.co2', { value: text });
  return text;
}

/** Details as label/value pairs, in two columns on wide screens unless asked for one. */
export async function DetailList({ rows, columns = 2 }: { rows: DetailRow[]; columns?: 1 | 2 }) {
  const [t, format, requested] = await Promise.all([getTranslations('PropertyDetails'), getFormatter(), getLocale()]);
  if (rows.length === 0) return null;
  const locale = pageLocale(requested);
  return (
    <DetailRows
      className={clsx('grid grid-cols-1 gap-x-8', columns === 2 && 'sm:grid-cols-2 print:grid-cols-2')}
      entries={rows.map((row): DetailEntry => [row.key, t(`fields.${row.key}`), detailText(row, t, format, locale)])}
    />
  );
}
