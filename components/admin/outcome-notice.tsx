import { getTranslations } from 'next-intl/server';
import { ALERT_CLASS, STATUS_CLASS } from '@/components/forms/field-classes';
import { isWriteError, isWriteNotice, NOTICE_VALUES } from '@/lib/admin/outcomes';
import type { Locale } from '@/lib/i18n/locales';

type Query = Record<string, string | string[] | undefined>;

/**
 * What the last write did (lib/admin/write-route.ts puts it in the query of the page it returns
 * to): a notice, or an error announced as an alert. Anything else in the query is ignored.
 */
export async function OutcomeNotice({
  locale,
  query,
  fieldLabels = {},
}: {
  locale: Locale;
  query: Query;
  /** The page's field names and their labels, to name the field an invalid input came from. */
  fieldLabels?: Record<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.outcome' });
  const { notice, error, field } = query;
  if (isWriteError(error)) {
    const label = typeof field === 'string' ? fieldLabels[field] : undefined;
    return (
      <p role="alert" className={`mb-6 ${ALERT_CLASS}`}>
        {error === 'invalid' && label ? t('error.invalidField', { field: label }) : t(`error.${error}`)}
      </p>
    );
  }
  if (isWriteNotice(notice)) {
    // The numbers a notice names (lib/admin/outcomes.ts); a value that is no count reads as 0.
    const values = Object.fromEntries(
      NOTICE_VALUES.map((name) => {
        const value = Number(query[name]);
        return [name, Number.isSafeInteger(value) && value >= 0 ? value : 0];
      }),
    );
    return (
      <p role="status" className={`mb-6 ${STATUS_CLASS}`}>
        {t(`notice.${notice}`, values)}
      </p>
    );
  }
  return null;
}
