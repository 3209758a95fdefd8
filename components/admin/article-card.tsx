import { getTranslations } from 'next-intl/server';
import { badge, CARD, TEXT_LINK } from '@/components/admin/admin-classes';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { TreeArticle } from '@/lib/site/article-tree';
import { backOfficePath } from '@/lib/staff/paths';

/** One article in the list: its title (a link to its page), key, category, order and languages. */
export async function ArticleCard({
  article,
  category,
  locale,
}: {
  article: TreeArticle;
  /** The category's name with its parents, or null for none. */
  category: string | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.articles.card' });
  const title = article.titles[locale] ?? article.titles[DEFAULT_LOCALE] ?? Object.values(article.titles)[0];
  const missing = LOCALES.filter((language) => article.titles[language] === undefined);
  const codes = (languages: readonly Locale[]) => languages.map((language) => language.toUpperCase()).join(', ');
  return (
    <article aria-labelledby={`article-${article.id}`} className={CARD}>
      <h2 id={`article-${article.id}`} className="text-lg font-semibold">
        <a href={`${backOfficePath('articles')}${article.id}/`} className={TEXT_LINK}>
          {title ?? article.key}
        </a>
      </h2>
      <p className="mt-1 text-sm break-words text-muted">
        {t('meta', { key: article.key, category: category ?? t('noCategory'), sort: article.sort })}
      </p>
      <p className="mt-2 text-sm">
        {t('languages', { languages: codes(LOCALES.filter((language) => !missing.includes(language))) })}
        {missing.length > 0 && (
          <span className={`ml-2 ${badge('waiting')}`}>{t('missing', { languages: codes(missing) })}</span>
        )}
      </p>
    </article>
  );
}
