import { describe, expect, it } from 'vitest';
import {
  categoryArticles,
  categoryChain,
  hostedTreePaths,
  nodeSegments,
  originalNodePath,
  resolveTreePath,
  type ArticleTree,
} from '@/lib/site/article-tree';

const names = (fr: string, nl: string, en: string, de: string) => ({ fr, nl, en, de });

const TREE: ArticleTree = {
  categories: [
    { id: 1, parentId: null, names: names('Notre agence', 'Ons kantoor', 'Our agency', 'Unsere Agentur') },
    { id: 2, parentId: 1, names: names('Équipe', 'Team', 'Team', 'Team') },
    { id: 3, parentId: 1, names: names('Services', 'Diensten', 'Services', 'Leistungen') },
    { id: 4, parentId: null, names: names('Actualités', 'Nieuws', 'News', 'Neuigkeiten') },
    // A corrupted pair pointing at each other must not loop.
    { id: 8, parentId: 9, names: { fr: 'Boucle A' } },
    { id: 9, parentId: 8, names: { fr: 'Boucle B' } },
  ],
  articles: [
    {
      id: 10,
      key: 'story',
      categoryId: 1,
      sort: 1,
      titles: names('Notre histoire', 'Ons verhaal', 'Our story', 'Unsere Geschichte'),
    },
    {
      id: 11,
      key: 'lea',
      categoryId: 2,
      sort: 3,
      titles: names('Léa Schmit', 'Léa Schmit', 'Léa Schmit', 'Léa Schmit'),
    },
    {
      id: 12,
      key: 'sophie',
      categoryId: 2,
      sort: 1,
      titles: names('Sophie Lambert', 'Sophie Lambert', 'Sophie Lambert', 'Sophie Lambert'),
    },
    { id: 13, key: 'sale', categoryId: 3, sort: 1, titles: names('Vente', 'Verkoop', 'Sales', 'Verkauf') },
    // Only French: the other languages fall back to it.
    { id: 14, key: 'valuation', categoryId: 3, sort: 2, titles: { fr: 'Estimation' } },
    { id: 15, key: 'news', categoryId: 4, sort: 1, titles: names('Le marché', 'De markt', 'The market', 'Der Markt') },
    {
      id: 16,
      key: 'legal',
      categoryId: null,
      sort: 1,
      titles: names('Mentions', 'Disclaimer', 'Disclaimer', 'Impressum'),
    },
  ],
};
const ROOTS = [1];

describe('categoryChain', () => {
  it.each<[number | null, number[]]>([
    [2, [1, 2]],
    [1, [1]],
    [null, []],
    [99, []],
    [8, []],
  ])('chain of %s is %j', (id, expected) => {
    expect(categoryChain(TREE, id).map((category) => category.id)).toEqual(expected);
  });
});

describe('nodeSegments (article slugs below the hosting page)', () => {
  it.each([
    [{ kind: 'article', id: 12, key: 'sophie' }, 'fr', ['equipe', 'sophie-lambert']],
    [{ kind: 'article', id: 13, key: 'sale' }, 'nl', ['diensten', 'verkoop']],
    [{ kind: 'article', id: 13, key: 'sale' }, 'de', ['leistungen', 'verkauf']],
    [{ kind: 'article', id: 10, key: 'story' }, 'en', ['our-story']],
    [{ kind: 'article', id: 14, key: 'valuation' }, 'nl', ['diensten', 'estimation']],
    [{ kind: 'category', id: 2 }, 'fr', ['equipe']],
    [{ kind: 'category', id: 1 }, 'fr', []],
  ] as const)('%j in %s → %j', (node, locale, expected) => {
    expect(nodeSegments(TREE, node, ROOTS, locale)).toEqual(expected);
  });

  it.each([
    [{ kind: 'article', id: 15, key: 'news' }],
    [{ kind: 'article', id: 16, key: 'legal' }],
    [{ kind: 'category', id: 4 }],
    [{ kind: 'article', id: 404, key: 'missing' }],
  ] as const)('is null for %j, which no page hosts', (node) => {
    expect(nodeSegments(TREE, node, ROOTS, 'fr')).toBeNull();
  });
});

describe('resolveTreePath', () => {
  it('finds an article from its slugs in the page language', () => {
    const resolved = resolveTreePath(TREE, ROOTS, ['equipe', 'sophie-lambert'], 'fr');
    expect(resolved).toMatchObject({ node: { kind: 'article', key: 'sophie' }, canonical: true });
    expect(resolved?.segments).toEqual({
      fr: ['equipe', 'sophie-lambert'],
      nl: ['team', 'sophie-lambert'],
      en: ['team', 'sophie-lambert'],
      de: ['team', 'sophie-lambert'],
    });
  });

  it('finds a category', () => {
    expect(resolveTreePath(TREE, ROOTS, ['diensten'], 'nl')).toMatchObject({
      node: { kind: 'category', id: 3 },
      canonical: true,
    });
  });

  it('finds slugs of another language, to redirect to the canonical ones', () => {
    const resolved = resolveTreePath(TREE, ROOTS, ['services', 'vente'], 'nl');
    expect(resolved).toMatchObject({ node: { kind: 'article', key: 'sale' }, canonical: false });
    expect(resolved?.segments.nl).toEqual(['diensten', 'verkoop']);
  });

  it('forgives case and accents typed by hand', () => {
    expect(resolveTreePath(TREE, ROOTS, ['%C3%89quipe', 'Sophie-Lambert'], 'fr')).toMatchObject({
      node: { key: 'sophie' },
      canonical: false,
    });
  });

  it.each([[['actualites', 'le-marche']], [['equipe', 'nobody']], [[]], [['%E0%A4%A']]])('misses %j', (segments) => {
    expect(resolveTreePath(TREE, ROOTS, segments, 'fr')).toBeNull();
  });
});

describe('originalNodePath (the key of the original-paths table)', () => {
  it.each([
    [{ kind: 'article', id: 12, key: 'sophie' }, '/notre-agence/equipe/sophie-lambert/'],
    [{ kind: 'article', id: 10, key: 'story' }, '/notre-agence/notre-histoire/'],
    [{ kind: 'category', id: 3 }, '/notre-agence/services/'],
    [{ kind: 'category', id: 1 }, '/notre-agence/'],
    [{ kind: 'article', id: 16, key: 'legal' }, '/mentions/'],
  ] as const)('%j → %s', (node, expected) => {
    expect(originalNodePath(TREE, node)).toBe(expected);
  });
});

describe('categoryArticles', () => {
  it('lists the category first, then each sub-category, each in its sort order', () => {
    expect(categoryArticles(TREE, 1, true).map((article) => article.key)).toEqual([
      'story',
      'sophie',
      'lea',
      'sale',
      'valuation',
    ]);
  });

  it('keeps to the category without sub-categories', () => {
    expect(categoryArticles(TREE, 1, false).map((article) => article.key)).toEqual(['story']);
    expect(categoryArticles(TREE, 2, false).map((article) => article.key)).toEqual(['sophie', 'lea']);
  });

  it('survives a cycle', () => {
    expect(categoryArticles(TREE, 8, true)).toEqual([]);
  });
});

describe('hostedTreePaths', () => {
  it('lists every category and article below the page, not the page itself', () => {
    const paths = hostedTreePaths(TREE, ROOTS).map((entry) => entry.segments.fr.join('/'));
    expect(paths.sort()).toEqual(
      [
        'equipe',
        'services',
        'notre-histoire',
        'equipe/sophie-lambert',
        'equipe/lea-schmit',
        'services/vente',
        'services/estimation',
      ].sort(),
    );
  });
});
