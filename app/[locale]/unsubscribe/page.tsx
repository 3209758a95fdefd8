import { getTranslations } from 'next-intl/server';
import { parseUnsubscribeRequest, unsubscribeState } from '@/lib/alerts/unsubscribe';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { PageIntro } from '@/components/ui/page-intro';
import { db } from '@/lib/db';
import { queryValue } from '@/lib/http/query-value';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { mailLinkMetadata } from '@/lib/seo/unlisted';

export const generateMetadata = mailLinkMetadata('Unsubscribe');

/**
 * Where a search alert's or the newsletter's unsubscribe link leads. Opening it changes nothing
 * (mail scanners open links): the visitor confirms with a button, which posts to /api/unsubscribe.
 */
export default async function UnsubscribePage({ params, searchParams }: PageProps<'/[locale]/unsubscribe'>) {
  const locale = pageLocale((await params).locale);
  const request = parseUnsubscribeRequest(queryValue(await searchParams));
  const [state, t] = await Promise.all([
    unsubscribeState(db, unsubscribeKey(), request),
    getTranslations('Unsubscribe'),
  ]);

  if (state === 'unsubscribed') {
    return (
      <>
        <PageIntro title={t('doneTitle')} lead={t('done')} />
        <div className="container-page py-10" role="status">
          <p className="max-w-2xl text-lg">{t(request?.kind === 'newsletter' ? 'doneNewsletter' : 'doneAlert')}</p>
          <Link href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
            {t('home')}
          </Link>
        </div>
      </>
    );
  }
  if (state === 'invalid' || !request) {
    return (
      <>
        <PageIntro title={t('title')} lead={t('invalid')} />
        <div className="container-page py-10">
          <Link href="/contact" className="font-semibold text-brand-700 underline">
            {t('contact')}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <PageIntro title={t('title')} lead={t(request.kind === 'newsletter' ? 'confirmNewsletter' : 'confirmAlert')} />
      <div className="container-page py-10">
        <form method="post" action="/api/unsubscribe/">
          <input type="hidden" name="kind" value={request.kind} />
          <input type="hidden" name="id" value={request.id} />
          <input type="hidden" name="token" value={request.token} />
          <input type="hidden" name="locale" value={locale} />
          <button
            type="submit"
            className="min-h-12 rounded-md bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800"
          >
            {t('confirm')}
          </button>
        </form>
      </div>
    </>
  );
}
