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

  // Each setting keeps a whole number in its range and falls back to its default otherwise.
  it.each<[keyof typeof NUMBER_SETTINGS, number[], number[], number]>([
    ['maxItems', [4, 1, 12, 48], [49, 0, -3, 2.5, Number.NaN], 4],
    ['itemsPerRow', [1, 3, 4], [5, 0, Number.NaN], 4],
    ['columnSpan', [1, 6, 12], [13, 0, 7.5], 12],
  ])('%s keeps %j and turns %j into %d', (setting, kept, refused, fallback) => {
    for (const value of kept) expect(NUMBER_SETTINGS[setting](value), `${value}`).toBe(value);
    for (const value of refused) expect(NUMBER_SETTINGS[setting](value), `${value}`).toBe(fallback);
  });
});

describe('module text settings', () => {
  it.each(['top', 'Bottom', 'main'])('position %j is read in lower case', (value) => {
    expect(modulePosition(value)).toBe(value.toLowerCase());
  });

  it.each(['', 'sidebar'])('position %j is main', (value) => {
    expect(modulePosition(value)).toBe('main');
  });

  it.each(['h1', 'h2', 'H3', 'h4'])('title size %j is read in lower case', (value) => {
    expect(titleSize(value)).toBe(value.toLowerCase());
  });

  it.each(['h6', ''])('title size %j is h2', (value) => {
    expect(titleSize(value)).toBe('h2');
  });
});

describe('module relations (property list, article or contact)', () => {
  it.each(['new-arrivals', 'sale', ' Rent '])('property list %j is read trimmed, in lower case', (id) => {
    expect(propertyListSource(id)).toBe(id.trim().toLowerCase());
  });

  it.each(['projects', null])('property list %j is none', (id) => {
    expect(propertyListSource(id)).toBeNull();
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

  it.each(['site-contact', 'demand-register', 'contact-demand'])('contact %j is that form', (id) => {
    expect(contactForm(id)).toBe(id);
  });

  it.each(['sign-newsletter', 'toString', null])('contact %j is no form', (id) => {
    expect(contactForm(id)).toBeNull();
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
