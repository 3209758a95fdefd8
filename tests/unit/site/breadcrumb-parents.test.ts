import { describe, expect, it } from 'vitest';
import {
  breadcrumbTrail,
  normalizeOriginalPath,
  originalPathMap,
  parentPathOf,
  type OriginalPathRow,
} from '@/lib/site/breadcrumb-parents';
import { expectTrail, PROPERTY_TRAIL, TEAM_MEMBER_TRAIL } from '../../support/breadcrumb-trails';

const ROWS: OriginalPathRow[] = [
  { path: '/', parentPath: '/' },
  { path: '/for-sale/', parentPath: '/' },
  { path: '/property/', parentPath: '/for-sale/' },
  { path: '/Notre-agence/', parentPath: '/' },
  { path: '/notre-agence/equipe/', parentPath: '/notre-agence/' },
  { path: '/notre-agence/equipe/sophie-lambert/', parentPath: '/notre-agence/equipe/' },
];

describe('normalizeOriginalPath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['//', '/'],
    ['for-sale', '/for-sale/'],
    ['/for-sale', '/for-sale/'],
    ['/for-sale/', '/for-sale/'],
    ['/Privacy-statement/', '/privacy-statement/'],
    ['/for-sale/?city=Ixelles|1050', '/for-sale/'],
    ['/contact/#form', '/contact/'],
    ['/notre-agence//equipe/', '/notre-agence/equipe/'],
  ])('%j → %j', (path, normalized) => {
    expect(normalizeOriginalPath(path)).toBe(normalized);
  });
});

describe.each([
  ['rows', ROWS],
  ['map', originalPathMap(ROWS)],
])('with the table as %s', (_kind, table) => {
  it.each([
    ['/for-sale/', '/'],
    ['/property/', '/for-sale/'],
    ['/property', '/for-sale/'],
    ['/PROPERTY/', '/for-sale/'],
    ['/notre-agence/equipe/', '/notre-agence/'],
    ['/', '/'],
    ['/unknown/', '/'],
    ['', '/'],
  ])('parent of %j is %j', (path, parent) => {
    expect(parentPathOf(table, path)).toBe(parent);
  });

  it('builds the trail from the home page down to the path', () => {
    expectTrail(table, PROPERTY_TRAIL);
    expectTrail(table, TEAM_MEMBER_TRAIL);
  });

  it('gives a path the table does not know the home page as only ancestor', () => {
    expect(breadcrumbTrail(table, '/nowhere/')).toEqual(['/', '/nowhere/']);
  });

  it('is just the home page for the home page', () => {
    expect(breadcrumbTrail(table, '/')).toEqual(['/']);
  });
});

describe('a corrupted table', () => {
  it('stops at a cycle instead of looping', () => {
    const cyclic = [
      { path: '/a/', parentPath: '/b/' },
      { path: '/b/', parentPath: '/a/' },
    ];
    expect(breadcrumbTrail(cyclic, '/a/')).toEqual(['/', '/b/', '/a/']);
  });

  it('stops at a path that is its own parent', () => {
    expect(breadcrumbTrail([{ path: '/self/', parentPath: '/self/' }], '/self/')).toEqual(['/', '/self/']);
  });

  it('accepts a plain map with raw keys', () => {
    const raw = new Map([['/Cookie-policy/', '/Disclaimer/']]);
    expect(parentPathOf(raw, '/Cookie-policy/')).toBe('/disclaimer/');
  });
});
