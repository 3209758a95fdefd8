import { getTranslations } from 'next-intl/server';
import { isSuccessNotice, type VisitNotice } from '@/lib/appointments/visit-notices';

/** What a booked visit's page says after one of its buttons: the change done, or why it was not. */
export async function VisitNoticeMessage({ notice }: { notice: VisitNotice }) {
  const t = await getTranslations('VisitPage.notices');
  return isSuccessNotice(notice) ? (
    <p role="status" className="rounded-lg border border-brand-700 bg-brand-50 p-4 font-semibold">
      {t(notice)}
    </p>
  ) : (
    <p role="alert" className="rounded-lg border border-red-700/40 bg-red-50 p-4 text-ink">
      {t(notice)}
    </p>
  );
}
