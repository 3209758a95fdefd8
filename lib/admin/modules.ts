import 'server-only';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';

// The modules of a menu page (docs/cms.md, modules): the reads of their screens. Each write has a
// file of its own (create-module.ts, update-module.ts, move-module.ts, delete-module.ts) beside what
// they share (module-checks.ts). The values offered and accepted are those
// lib/site/module-settings.ts reads, so what an editor saves is what the page shows. Every write
// expires `site-content` (docs/caching.md).

/** One module of a page, with its texts in every language: its edit screen. */
export function moduleForEdit(menuPageId: number, moduleId: number) {
  return db.module.findFirst({ where: { id: moduleId, menuPageId }, include: { translations: true } });
}

export type ModuleForEdit = NonNullable<Awaited<ReturnType<typeof moduleForEdit>>>;

/** What an article module can show: the categories and the articles, named in `locale`. */
export async function articleChoices(locale: Locale) {
  const [categories, articles] = await Promise.all([
    db.articleCategory.findMany({
      orderBy: { id: 'asc' },
      select: { id: true, translations: { where: { locale }, select: { name: true } } },
    }),
    db.article.findMany({
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      select: { key: true, translations: { where: { locale }, select: { title: true } } },
    }),
  ]);
  return {
    categories: categories.map((row) => ({ id: row.id, name: row.translations[0]?.name ?? String(row.id) })),
    articles: articles.map((row) => ({ key: row.key, title: row.translations[0]?.title ?? row.key })),
  };
}
