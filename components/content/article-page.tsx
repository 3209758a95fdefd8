import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo/alternates';
import { getArticle } from '@/lib/site/queries';

type LegalPathname = '/privacy-statement' | '/cookie-policy' | '/disclaimer';
type Props = { params: Promise<{ locale: string }> };

/**
 * A route whose page is one CMS article (the legal pages): the article key is the route's
 * own name, so adding a legal page is one line in its page file.
 */
export function articleRoute(pathname: LegalPathname) {
  const articleKey = pathname.slice(1);

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const article = await getArticle(articleKey, locale);
    return {
      title: article?.title,
      description: article?.summary ?? undefined,
      alternates: alternates(locale, pathname),
    };
  }

  async function ArticlePage({ params }: Props) {
    const article = await getArticle(articleKey, (await params).locale as Locale);
    if (!article) notFound();
    return (
      <>
        <PageIntro title={article.title} lead={article.summary}>
          <Breadcrumbs items={[{ label: article.title }]} />
        </PageIntro>
        <div className="container-page py-10">
          <div className="prose-article max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: article.body }} />
        </div>
      </>
    );
  }

  return { generateMetadata, ArticlePage };
}
