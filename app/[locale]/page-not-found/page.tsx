import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent, PropertyNotFound } from '@/components/layout/not-found-content';
import { pageLocale } from '@/lib/i18n/page-locale';

// The 404 page rendered on the server, with its language and status 404: the proxy rewrites
// every path it knows to be missing here (lib/i18n/missing-page.ts, lib/site/missing-record.ts),
// this one's own included; `?of=property` is a property that is not on offer.

type Props = PageProps<'/[locale]/page-not-found'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const namespace = (await searchParams).of === 'property' ? 'PropertyNotFound' : 'NotFound';
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function PageNotFound({ searchParams }: Props) {
  return (await searchParams).of === 'property' ? <PropertyNotFound /> : <NotFoundContent />;
}
