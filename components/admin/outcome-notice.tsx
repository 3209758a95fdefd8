import { getTranslations } from 'next-intl/server';
import { ALERT_CLASS, STATUS_CLASS } from '@/components/forms/field-classes';
import { isWriteError, isWriteNotice } from '@/lib/admin/outcomes';
import type { Locale } from '@/lib/i18n/locales';

type Query = Record<string, string | string[] | undefined>;

/**
 * What the last write did (lib/admin/write-route.ts puts it in the query of the page it returns
 * to): a notice, or an error announced as an alert. Anything else in the query is ignored.
 */
export async function OutcomeNotice({ locale, query }: { locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'Admin.outcome' });
  const { notice, error } = query;
  if (isWriteError(error)) {
    return (
      <p role="alert" className={`mb-6 ${ALERT_CLASS}`}>
        {t(`error.${error}`)}
      </p>
    );
  }
  if (isWriteNotice(notice)) {
    return (
      <p role="status" className={`mb-6 ${STATUS_CLASS}`}>
        {t(`notice.${notice}`)}
      </p>
    );
  }
  return null;
}
