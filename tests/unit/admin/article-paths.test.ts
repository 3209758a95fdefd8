import { describe, expect, it } from 'vitest';
import { articleOriginalPath, articlePublicPaths, slugClash } from '@/lib/admin/article-paths';
import type { ArticleTree, TreeArticle } from '@/lib/site/article-tree';

// The demo's shape: "Notre agence" (hosted by the agency page) with "Équipe" below it.
const tree: ArticleTree = {
  categories: [
    { id: 1, parentId: null, names: { fr: 'Notre agence', nl: 'Ons kantoor' } },
    { id: 2, parentId: 1, names: { fr: 'Équipe', nl: 'Team' } },
    { id: 9, parentId: null, names: { fr: 'Archives' } },
  ],
  articles: [
    { id: 10, key: 'story', categoryId: 1, sort: 1, titles: { fr: 'Notre histoire', nl: 'Ons verhaal' } },
    { id: 11, key: 'sophie', categoryId: 2, sort: 1, titles: { fr: 'Sophie Lambert' } },
  ],
};
const ROOTS = [1];
const article = (change: Partial<TreeArticle>): TreeArticle => ({
  id: 20,
  key: 'new',
  categoryId: 2,
  sort: 0,
  titles: { fr: 'Marc Dupont' },
  ...change,
});

describe('slugClash', () => {
  it.each([
    ['a new title in the same category', article({}), null],
    ['the same slug in the same category', article({ titles: { fr: 'SOPHIE lambert !' } }), 'fr'],
    // A language without a title takes the default's slug, as the site does.
    [
      'a default-language slug another language falls back to',
      article({ titles: { fr: 'X', nl: 'Sophie Lambert' } }),
      'nl',
    ],
    ['the same slug in another category', article({ categoryId: 1, titles: { fr: 'Sophie Lambert' } }), null],
    ['the article itself, unchanged', { ...tree.articles[1]! }, null],
    ['no category: no address to take', article({ categoryId: null, titles: { fr: 'Notre histoire' } }), null],
  ] as const)('%s', (_, candidate, expected) => {
    expect(slugClash(tree, candidate)).toBe(expected);
  });
});

describe('articleOriginalPath', () => {
  it('follows the default-language names of the category chain and of the article', () => {
    expect(articleOriginalPath(tree, article({}))).toEqual({
      path: '/notre-agence/equipe/marc-dupont/',
      parentPath: '/notre-agence/equipe/',
      label: 'article:new',
    });
    expect(articleOriginalPath(tree, { ...tree.articles[0]!, titles: { fr: 'Depuis 2001' } })).toEqual({
      path: '/notre-agence/depuis-2001/',
      parentPath: '/notre-agence/',
      label: 'article:story',
    });
  });

  it('gives none without a category, nor for a legal page', () => {
    expect(articleOriginalPath(tree, article({ categoryId: null }))).toBeNull();
    expect(articleOriginalPath(tree, article({ key: 'privacy-statement' }))).toBeNull();
  });
});

describe('articlePublicPaths', () => {
  it('gives each language with a text its path below the agency page', () => {
    expect(articlePublicPaths(tree, ROOTS, tree.articles[0]!)).toEqual({
      fr: '/fr/notre-agence/notre-histoire/',
      nl: '/nl/ons-kantoor/ons-verhaal/',
    });
    // A category without a name in that language takes the default's.
    expect(articlePublicPaths(tree, ROOTS, article({ titles: { de: 'Marc Dupont' } }))).toEqual({
      de: '/de/unsere-agentur/equipe/marc-dupont/',
    });
  });

  it('gives a legal page its route, and nothing to an article no page hosts', () => {
    expect(
      articlePublicPaths(tree, ROOTS, article({ key: 'cookie-policy', categoryId: null, titles: { nl: 'Cookies' } })),
    ).toEqual({
      nl: '/nl/cookiebeleid/',
    });
    expect(articlePublicPaths(tree, ROOTS, article({ categoryId: null }))).toEqual({});
    expect(articlePublicPaths(tree, ROOTS, article({ categoryId: 9 }))).toEqual({});
  });
});
