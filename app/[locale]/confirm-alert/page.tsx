import { getTranslations } from 'next-intl/server';
import { confirmationState, parseConfirmationRequest } from '@/lib/alerts/confirm-alert';
import { confirmationKey } from '@/lib/alerts/confirmation-key';
import { PageIntro } from '@/components/ui/page-intro';
import { db } from '@/lib/db';
import { queryValue } from '@/lib/http/query-value';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { mailLinkMetadata } from '@/lib/seo/unlisted';

export const generateMetadata = mailLinkMetadata('AlertConfirmation');

/**
 * Where a search alert's confirmation link leads (the double opt-in, docs/forms.md). Opening it
 * changes nothing (mail scanners open links): the visitor confirms with a button, which posts to
 * /api/alerts/confirm/.
 */
export default async function ConfirmAlertPage({ params, searchParams }: PageProps<'/[locale]/confirm-alert'>) {
  const locale = pageLocale((await params).locale);
  const request = parseConfirmationRequest(queryValue(await searchParams));
  const [state, t] = await Promise.all([
    confirmationState(db, confirmationKey(), request),
    getTranslations('AlertConfirmation'),
  ]);

  if (state === 'pending' && request) {
    return (
      <>
        <PageIntro title={t('title')} lead={t('pending')} />
        <div className="container-page py-10">
          <form method="post" action="/api/alerts/confirm/">
            <input type="hidden" name="id" value={request.id} />
            <input type="hidden" name="token" value={request.token} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="button-primary min-h-12 px-8">
              {t('confirm')}
            </button>
          </form>
        </div>
      </>
    );
  }
  return (
    <>
      <PageIntro title={t(state === 'confirmed' ? 'doneTitle' : 'title')} lead={t(state)} />
      <div className="container-page py-10" role={state === 'confirmed' ? 'status' : undefined}>
        <Link href={state === 'invalid' ? '/contact' : '/'} className="font-semibold text-brand-700 underline">
          {t(state === 'invalid' ? 'contact' : 'home')}
        </Link>
      </div>
    </>
  );
}
