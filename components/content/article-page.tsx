import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TrailBreadcrumbs } from '@/components/content/trail-breadcrumbs';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { PageIntro } from '@/components/ui/page-intro';
import { alternates } from '@/lib/seo/alternates';
import { cmsMetadata } from '@/lib/seo/page-metadata';
import type { LegalPathname } from '@/lib/site/legal-pages';
import { getArticle, getRetentionPeriods } from '@/lib/site/queries';
import { env } from '@/lib/env';
import { withRetentionPeriods } from '@/lib/privacy/privacy-periods';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

/**
 * A route whose page is one CMS article (the legal pages): the article key is the route's
 * own name, so adding a legal page is one line in its page file.
 */
export function articleRoute(pathname: LegalPathname) {
  const articleKey = pathname.slice(1);

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = pageLocale((await params).locale);
    const [article, t] = await Promise.all([
      getArticle(articleKey, locale),
      getTranslations({ locale, namespace: 'Metadata' }),
    ]);
    return cmsMetadata({
      text: null,
      fallback: { title: article?.title ?? t('siteName'), description: article?.summary ?? null },
      locale,
      siteName: t('siteName'),
      alternates: await alternates(locale, pathname),
    });
  }

  async function ArticlePage({ params }: Props) {
    const locale = pageLocale((await params).locale);
    const article = await getArticle(articleKey, locale);
    if (!article) notFound();
    // The privacy statement states the keeping times in force (lib/privacy/privacy-periods.ts).
    const body =
      pathname === '/privacy-statement'
        ? withRetentionPeriods(article.body, locale, {
            retention: await getRetentionPeriods(),
            documentDays: env().UPLOAD_RETENTION_DAYS,
          })
        : article.body;
    return (
      <>
        <PageIntro title={article.title} lead={article.summary}>
          <TrailBreadcrumbs originalPath={`/${articleKey}/`} locale={locale} current={article.title} />
        </PageIntro>
        <div className="container-page py-10">
          <div className="prose-article max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: body }} />
          {/* The cookie policy says the choice can be changed here, at any time (docs/consent.md). */}
          {pathname === '/cookie-policy' && <ConsentSettingsButton className="mt-4 button-primary" />}
        </div>
      </>
    );
  }

  return { generateMetadata, ArticlePage };
}
