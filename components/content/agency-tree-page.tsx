import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ModuleArticles } from '@/components/content/module-articles';
import { TrailBreadcrumbs } from '@/components/content/trail-breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { permanentRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo/alternates';
import { cmsMetadata } from '@/lib/seo/page-metadata';
import { resolveAgencyPath } from '@/lib/site/agency-tree-route';
import { getArticlesById } from '@/lib/site/queries';
import { categoryArticles } from '@/lib/site/article-tree';
import { MAX_ITEMS_LIMIT } from '@/lib/site/module-settings';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string; path: string[] }> };

async function load(params: Props['params']) {
  const { locale, path } = await params;
  const resolved = await resolveAgencyPath(path, pageLocale(locale));
  return { locale: pageLocale(locale), resolved };
}

async function nodeText(resolved: NonNullable<Awaited<ReturnType<typeof resolveAgencyPath>>>, locale: Locale) {
  const { node, tree } = resolved;
  if (node.kind === 'article') {
    const article = (await getArticlesById([node.id], locale))[0];
    return article ? { title: article.title, lead: article.summary, article } : null;
  }
  const category = tree.categories.find((candidate) => candidate.id === node.id);
  const title = category?.names[locale];
  return title ? { title, lead: null, article: null } : null;
}

export async function generateAgencyTreeMetadata({ params }: Props): Promise<Metadata> {
  const { locale, resolved } = await load(params);
  if (!resolved) return {};
  const [text, t] = await Promise.all([nodeText(resolved, locale), getTranslations({ locale, namespace: 'Metadata' })]);
  return cmsMetadata({
    text: null,
    fallback: { title: text?.title ?? t('siteName'), description: text?.lead ?? null },
    locale,
    siteName: t('siteName'),
    alternates: await alternates(locale, '/our-agency/[...path]', (target) => ({ path: resolved.segments[target] })),
  });
}

/**
 * Article paths below the agency page (docs/url-map.md, slugs and article paths): an article, or a
 * sub-category listing its articles. Slugs of another language redirect to this language's; a miss
 * is the 404 page.
 */
export async function AgencyTreePage({ params }: Props) {
  const { locale, resolved } = await load(params);
  if (!resolved) notFound();
  if (!resolved.canonical) {
    permanentRedirect({
      href: { pathname: '/our-agency/[...path]', params: { path: resolved.segments[locale] } },
      locale,
    });
  }
  const text = await nodeText(resolved, locale);
  if (!text) notFound();
  const t = await getTranslations('ArticleCategory');

  return (
    <>
      <PageIntro title={text.title} lead={text.lead}>
        <TrailBreadcrumbs originalPath={resolved.originalPath} locale={locale} current={text.title} />
      </PageIntro>
      <div className="container-page py-10">
        {text.article ? (
          <article>
            {text.article.imageUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- CMS picture of unknown size
              <img
                src={text.article.imageUrl}
                alt=""
                className="mb-8 max-h-96 w-full max-w-3xl rounded-lg object-cover"
              />
            )}
            <div className="prose-article max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: text.article.body }} />
          </article>
        ) : categoryArticles(resolved.tree, resolved.node.id, true).length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ModuleArticles
            relation={{ kind: 'category', id: resolved.node.id }}
            locale={locale}
            view="card-view"
            max={MAX_ITEMS_LIMIT}
            perRow={3}
            withSubcategories
          />
        )}
      </div>
    </>
  );
}
