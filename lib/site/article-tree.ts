import { articlePath, slugify } from '@/lib/domain/slug';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';

// An article's path is the slugs of its category, sub-category and title (docs/url-map.md). The top
// category is the menu page that shows it (/notre-agence/ for "Notre agence"), so below that
// page an article's URL holds its sub-categories and title in the visitor's language.

export type TreeCategory = { id: number; parentId: number | null; names: Partial<Record<Locale, string>> };
export type TreeArticle = {
  id: number;
  key: string;
  categoryId: number | null;
  sort: number;
  titles: Partial<Record<Locale, string>>;
};
export type ArticleTree = { categories: readonly TreeCategory[]; articles: readonly TreeArticle[] };

export type TreeNode = { kind: 'category'; id: number } | { kind: 'article'; id: number; key: string };

// A missing translation falls back to the default language, then to the id: a path always exists.
function localizedName(names: Partial<Record<Locale, string>>, locale: Locale, id: number): string {
  return names[locale] ?? names[DEFAULT_LOCALE] ?? String(id);
}

const MAX_DEPTH = 16;

/** The categories from the top of the tree down to `categoryId`, or [] for none / a cycle. */
export function categoryChain(tree: ArticleTree, categoryId: number | null): TreeCategory[] {
  const chain: TreeCategory[] = [];
  let current = categoryId === null ? undefined : tree.categories.find((category) => category.id === categoryId);
  while (current && chain.length < MAX_DEPTH) {
    if (chain.includes(current)) return [];
    chain.unshift(current);
    const parentId = current.parentId;
    current = parentId === null ? undefined : tree.categories.find((category) => category.id === parentId);
  }
  return chain;
}

/** The chain below the hosting root, or null when the node is not under one of `rootIds`. */
function chainBelowRoot(tree: ArticleTree, categoryId: number | null, rootIds: readonly number[]) {
  const chain = categoryChain(tree, categoryId);
  const rootIndex = chain.findIndex((category) => rootIds.includes(category.id));
  return rootIndex === -1 ? null : chain.slice(rootIndex + 1);
}

/** URL segments of a node below its hosting page, in one language; null when no page hosts it. */
export function nodeSegments(tree: ArticleTree, node: TreeNode, rootIds: readonly number[], locale: Locale) {
  if (node.kind === 'category') {
    const below = chainBelowRoot(tree, node.id, rootIds);
    return below && below.map((category) => slugify(localizedName(category.names, locale, category.id)));
  }
  const article = tree.articles.find((candidate) => candidate.id === node.id);
  const below = article ? chainBelowRoot(tree, article.categoryId, rootIds) : null;
  if (!article || !below) return null;
  return [
    ...below.map((category) => slugify(localizedName(category.names, locale, category.id))),
    slugify(localizedName(article.titles, locale, article.id)),
  ];
}

/** Every node hosted below `rootIds` (not the roots themselves), articles in their sort order. */
function hostedNodes(tree: ArticleTree, rootIds: readonly number[]): TreeNode[] {
  const categories = tree.categories
    .filter((category) => !rootIds.includes(category.id) && chainBelowRoot(tree, category.id, rootIds))
    .map((category): TreeNode => ({ kind: 'category', id: category.id }));
  const articles = [...tree.articles]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .filter((article) => chainBelowRoot(tree, article.categoryId, rootIds))
    .map((article): TreeNode => ({ kind: 'article', id: article.id, key: article.key }));
  return [...categories, ...articles];
}

export type ResolvedNode = { node: TreeNode; segments: Record<Locale, string[]>; canonical: boolean };

function segmentsInEveryLocale(tree: ArticleTree, node: TreeNode, rootIds: readonly number[]) {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, nodeSegments(tree, node, rootIds, locale) ?? []]),
  ) as Record<Locale, string[]>;
}

/**
 * The node at `segments` below a hosting page. Slugs of another language still find it (the
 * language switcher keeps them), with `canonical: false` so the page can redirect.
 */
export function resolveTreePath(
  tree: ArticleTree,
  rootIds: readonly number[],
  segments: readonly string[],
  locale: Locale,
): ResolvedNode | null {
  const wanted = segments.map((segment) => slugify(decodeURIComponentSafe(segment))).join('/');
  if (wanted === '') return null;
  const nodes = hostedNodes(tree, rootIds);
  for (const candidateLocale of [locale, ...LOCALES.filter((other) => other !== locale)]) {
    const node = nodes.find(
      (candidate) => nodeSegments(tree, candidate, rootIds, candidateLocale)?.join('/') === wanted,
    );
    if (node) {
      const all = segmentsInEveryLocale(tree, node, rootIds);
      return { node, segments: all, canonical: all[locale].join('/') === segments.join('/') };
    }
  }
  return null;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a node has its own text in `locale` (a category its name, an article its title): its page shows nothing else. */
export function nodeHasText(tree: ArticleTree, node: TreeNode, locale: Locale): boolean {
  if (node.kind === 'category') {
    return tree.categories.find((category) => category.id === node.id)?.names[locale] !== undefined;
  }
  return tree.articles.find((article) => article.id === node.id)?.titles[locale] !== undefined;
}

/** The node's path in the table of original paths: default-language slugs from the top category. */
export function originalNodePath(tree: ArticleTree, node: TreeNode): string {
  if (node.kind === 'category') {
    return articlePath(
      categoryChain(tree, node.id).map((category) => localizedName(category.names, DEFAULT_LOCALE, category.id)),
    );
  }
  const article = tree.articles.find((candidate) => candidate.id === node.id);
  if (!article) return '/';
  return articlePath([
    ...categoryChain(tree, article.categoryId).map((category) =>
      localizedName(category.names, DEFAULT_LOCALE, category.id),
    ),
    localizedName(article.titles, DEFAULT_LOCALE, article.id),
  ]);
}

/** Every hosted node with its segments per language (the sitemap lists them). */
export function hostedTreePaths(tree: ArticleTree, rootIds: readonly number[]) {
  return hostedNodes(tree, rootIds).map((node) => ({ node, segments: segmentsInEveryLocale(tree, node, rootIds) }));
}

/**
 * Articles of a category and, when asked, of the categories below it (a module's
 * isHasSubcategories): the category's own articles first, then each sub-category's in turn.
 */
export function categoryArticles(tree: ArticleTree, categoryId: number, withSubcategories: boolean): TreeArticle[] {
  const order: number[] = [];
  const visit = (id: number) => {
    if (order.includes(id) || order.length > tree.categories.length) return;
    order.push(id);
    if (!withSubcategories) return;
    for (const child of tree.categories.filter((category) => category.parentId === id).sort((a, b) => a.id - b.id)) {
      visit(child.id);
    }
  };
  visit(categoryId);
  return order.flatMap((id) =>
    tree.articles.filter((article) => article.categoryId === id).sort((a, b) => a.sort - b.sort || a.id - b.id),
  );
}
