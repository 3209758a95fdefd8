import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/page-intro';
import { CancelVisitForm } from '@/components/visit/cancel-visit-form';
import { MoveVisitForm } from '@/components/visit/move-visit-form';
import { VisitDetails } from '@/components/visit/visit-details';
import { VisitNoticeMessage } from '@/components/visit/visit-notice';
import { openSlotsToCome } from '@/lib/appointments/queries';
import { groupSlotsByDay } from '@/lib/appointments/slot-days';
import { visitLinkKey } from '@/lib/appointments/visit-link-key';
import { visitNotice } from '@/lib/appointments/visit-notices';
import { visitPage } from '@/lib/appointments/visit-page';
import { db } from '@/lib/db';
import { propertyFormHref } from '@/lib/forms/property-subjects';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { mailLinkMetadata } from '@/lib/seo/unlisted';

type Props = PageProps<'/[locale]/visit/[token]'>;

export const generateMetadata = mailLinkMetadata('VisitPage', { openGraph: null, twitter: null });

/**
 * A booked visit, from the link of its confirmation mail (docs/forms.md, changing a booked visit):
 * the visit, and while it is to come, its open alternatives and "cancel" (plain forms posting to
 * /api/visit-change/). Opening it changes nothing: mail scanners follow links. A cancelled or
 * past visit says so; a forged or expired link too.
 */
export default async function VisitPage({ params, searchParams }: Props) {
  const { locale: segment, token } = await params;
  const locale = pageLocale(segment);
  const [visit, t, query] = await Promise.all([
    visitPage(db, visitLinkKey(), token),
    getTranslations('VisitPage'),
    searchParams,
  ]);
  const notice = visitNotice(query.notice);
  const noticeBlock = notice && <VisitNoticeMessage notice={notice} />;

  if (!visit) {
    return (
      <>
        <PageIntro title={t('invalidTitle')} lead={t('invalidText')} />
        <div className="container-page flex flex-col gap-6 py-10">
          {noticeBlock}
          <Link href="/contact" className="text-link">
            {t('contact')}
          </Link>
        </div>
      </>
    );
  }
  const { state, slot, property } = visit;
  const details = <VisitDetails property={property} slot={slot} locale={locale} />;

  if (state === 'booked') {
    const days = property.takesVisits ? groupSlotsByDay(await openSlotsToCome(property.id), locale) : null;
    return (
      <>
        <PageIntro title={t('title')} lead={t('bookedLead')} />
        <div className="container-page flex flex-col gap-10 py-10">
          {noticeBlock}
          {details}
          {days ? (
            <MoveVisitForm token={token} locale={locale} days={days} />
          ) : (
            <p className="max-w-3xl">{t('moveUnavailable')}</p>
          )}
          <CancelVisitForm token={token} locale={locale} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageIntro
        title={t(state === 'past' ? 'pastTitle' : 'cancelledTitle')}
        lead={t(state === 'past' ? 'pastText' : 'cancelledText')}
      />
      <div className="container-page flex flex-col gap-6 py-10">
        {noticeBlock}
        {details}
        {state === 'cancelled' && property.takesVisits ? (
          <Link href={propertyFormHref(property.id, 'visit')} className="button-primary self-start">
            {t('bookAgain')}
          </Link>
        ) : (
          <Link href="/contact" className="text-link">
            {t('contact')}
          </Link>
        )}
      </div>
    </>
  );
}
