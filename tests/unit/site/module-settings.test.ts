import { describe, expect, it } from 'vitest';
import {
  articleRelation,
  columnSpan,
  contactForm,
  itemsPerRow,
  maxItems,
  moduleBackground,
  modulePosition,
  propertyListSource,
  titleSize,
} from '@/lib/site/module-settings';
import { parseTrailLabel } from '@/lib/site/trail-labels';

describe('module numbers (maxItems 4, 4 per row)', () => {
  const NUMBER_SETTINGS = { maxItems, itemsPerRow, columnSpan };

  it.each<[keyof typeof NUMBER_SETTINGS, number, number]>([
    ['maxItems', 4, 4],
    ['maxItems', 1, 1],
    ['maxItems', 12, 12],
    ['maxItems', 48, 48],
    ['maxItems', 49, 4],
    ['maxItems', 0, 4],
    ['maxItems', -3, 4],
    ['maxItems', 2.5, 4],
    ['maxItems', Number.NaN, 4],
    ['itemsPerRow', 1, 1],
    ['itemsPerRow', 3, 3],
    ['itemsPerRow', 4, 4],
    ['itemsPerRow', 5, 4],
    ['itemsPerRow', 0, 4],
    ['itemsPerRow', Number.NaN, 4],
    ['columnSpan', 1, 1],
    ['columnSpan', 6, 6],
    ['columnSpan', 12, 12],
    ['columnSpan', 13, 12],
    ['columnSpan', 0, 12],
    ['columnSpan', 7.5, 12],
  ])('%s(%d) = %d', (setting, value, expected) => {
    expect(NUMBER_SETTINGS[setting](value)).toBe(expected);
  });
});

describe('module text settings', () => {
  const TEXT_SETTINGS = { position: modulePosition, 'title size': titleSize };

  it.each<[keyof typeof TEXT_SETTINGS, string, string]>([
    ['position', 'top', 'top'],
    ['position', 'Bottom', 'bottom'],
    ['position', 'main', 'main'],
    ['position', '', 'main'],
    ['position', 'sidebar', 'main'],
    ['title size', 'h1', 'h1'],
    ['title size', 'h2', 'h2'],
    ['title size', 'H3', 'h3'],
    ['title size', 'h4', 'h4'],
    ['title size', 'h6', 'h2'],
    ['title size', '', 'h2'],
  ])('%s %j → %s', (setting, value, expected) => {
    expect(TEXT_SETTINGS[setting](value)).toBe(expected);
  });
});

describe('module relations (property list, article or contact)', () => {
  it.each<[string | null, string | null]>([
    ['new-arrivals', 'new-arrivals'],
    ['sale', 'sale'],
    [' Rent ', 'rent'],
    ['projects', null],
    [null, null],
  ])('property list %j → %j', (id, expected) => {
    expect(propertyListSource(id)).toBe(expected);
  });

  it.each([
    ['1', { kind: 'category', id: 1 }],
    [' 12 ', { kind: 'category', id: 12 }],
    ['home-welcome', { kind: 'article', key: 'home-welcome' }],
    ['', null],
    [null, null],
  ] as const)('article %j → %j', (id, expected) => {
    expect(articleRelation(id)).toEqual(expected);
  });

  it.each<[string | null, string | null]>([
    ['site-contact', 'site-contact'],
    ['demand-register', 'demand-register'],
    ['contact-demand', 'contact-demand'],
    ['sign-newsletter', null],
    ['toString', null],
    [null, null],
  ])('contact %j → %j', (id, expected) => {
    expect(contactForm(id)).toBe(expected);
  });
});

describe('moduleBackground (display modes: image, color, gallery or none)', () => {
  const moduleWith = (
    backgroundType: string,
    extra: Partial<Record<'colorBackground' | 'imageUrl' | 'images', string>> = {},
  ) => ({
    backgroundType,
    colorBackground: extra.colorBackground ?? null,
    imageUrl: extra.imageUrl ?? null,
    images: extra.images ?? null,
  });

  it.each([
    [moduleWith('color', { colorBackground: '#0f4c5c' }), { kind: 'color', color: '#0f4c5c' }],
    [moduleWith('color', { colorBackground: '#FFF' }), { kind: 'color', color: '#FFF' }],
    [moduleWith('color', { colorBackground: 'red; background:url(x)' }), { kind: 'none' }],
    [moduleWith('color'), { kind: 'none' }],
    [
      moduleWith('image', { imageUrl: '/brand/banner-rooftops.svg' }),
      { kind: 'image', url: '/brand/banner-rooftops.svg' },
    ],
    [moduleWith('image', { imageUrl: 'javascript:x' }), { kind: 'none' }],
    [moduleWith('gallery', { images: '["/a.webp","/b.webp"]' }), { kind: 'gallery', urls: ['/a.webp', '/b.webp'] }],
    [moduleWith('gallery', { images: '[]' }), { kind: 'none' }],
    [moduleWith(''), { kind: 'none' }],
    [moduleWith('video', { imageUrl: '/a.webp' }), { kind: 'none' }],
  ])('%j → %j', (input, expected) => {
    expect(moduleBackground(input)).toEqual(expected);
  });
});

describe('parseTrailLabel (original-paths table labels)', () => {
  it.each([
    ['article:privacy-statement', { kind: 'article', key: 'privacy-statement' }],
    ['category:2', { kind: 'category', id: 2 }],
    ['category:two', { kind: 'name', name: 'category:two' }],
    ['Notre-agence', { kind: 'name', name: 'Notre-agence' }],
    ['feedback:contact-me', { kind: 'name', name: 'feedback:contact-me' }],
    ['article:', { kind: 'name', name: 'article:' }],
  ] as const)('%j → %j', (label, expected) => {
    expect(parseTrailLabel(label)).toEqual(expected);
  });
});
