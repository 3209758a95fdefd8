import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BookedVisit } from '@/components/forms/booked-visit';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageIntro } from '@/components/ui/page-intro';
import { Link, permanentRedirect } from '@/lib/i18n/navigation';
import { thankYouFormFromSlug, thankYouSlug } from '@/lib/i18n/thank-you-forms';
import { alternates } from '@/lib/seo/alternates';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/thank-you/[form]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, form: slug } = await params;
  const form = thankYouFormFromSlug(slug, pageLocale(locale));
  if (!form) return {};
  const t = await getTranslations({ locale: pageLocale(locale), namespace: 'ThankYou' });
  return {
    title: t('title'),
    // Thank-you pages are the end of a form, not a landing page: kept out of search engines, and
    // nobody shares them, so no sharing card.
    robots: { index: false, follow: true },
    alternates: await alternates(pageLocale(locale), '/thank-you/[form]', (target) => ({
      form: thankYouSlug(form, target),
    })),
    openGraph: null,
    twitter: null,
  };
}

export default async function ThankYouPage({ params }: Props) {
  const { locale, form: slug } = await params;
  const form = thankYouFormFromSlug(slug, pageLocale(locale));
  if (!form) notFound();
  const canonical = thankYouSlug(form, pageLocale(locale));
  if (canonical !== slug)
    permanentRedirect({
      href: { pathname: '/thank-you/[form]', params: { form: canonical } },
      locale: pageLocale(locale),
    });
  const t = await getTranslations('ThankYou');
  return (
    <>
      <PageIntro title={t('title')} lead={t(`forms.${form}`)} />
      {form === 'contact-appointment' && (
        <ClientMessages island="bookedVisit">
          <BookedVisit />
        </ClientMessages>
      )}
      <div className="container-page flex flex-wrap gap-3 py-10">
        <Link href="/" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {t('home')}
        </Link>
        <Link
          href="/for-sale"
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('browse')}
        </Link>
      </div>
    </>
  );
}
