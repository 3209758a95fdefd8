import { describe, expect, it } from 'vitest';
import type { ImportChanges } from '@/lib/import/after-import';
import { MAX_TAGS_PER_REQUEST } from '@/lib/cache/running-servers';
import { importCacheTags, MAX_PROPERTY_TAGS, MAX_SLOT_TAGS } from '@/lib/import/cache-tags';

const NOTHING: ImportChanges = {
  created: [],
  updated: [],
  returned: [],
  withdrawn: [],
  references: false,
  projects: false,
  slots: [],
};

describe('importCacheTags', () => {
  it('expires nothing when the feed changed nothing', () => {
    expect(importCacheTags(NOTHING)).toEqual([]);
  });

  it('expires each changed property, the listings and the projects', () => {
    const tags = importCacheTags({ ...NOTHING, created: [1], updated: [2], returned: [3], withdrawn: [4] });
    expect(tags).toEqual(['property:1', 'property:2', 'property:3', 'property:4', 'listings', 'projects']);
  });

  it('leaves the pages of unchanged properties alone', () => {
    expect(importCacheTags({ ...NOTHING, updated: [7] })).not.toContain('properties');
    expect(importCacheTags({ ...NOTHING, updated: [7] })).not.toContain('references');
  });

  it('expires the listings and projects when only a project changed', () => {
    expect(importCacheTags({ ...NOTHING, projects: true })).toEqual(['listings', 'projects']);
  });

  it('expires the names of types, towns and managers when the feed sent them', () => {
    expect(importCacheTags({ ...NOTHING, references: true })).toEqual(['references']);
  });

  it('expires every property page with one tag past the limit of tags per property', () => {
    const many = Array.from({ length: MAX_PROPERTY_TAGS + 1 }, (_, index) => index + 1);
    const tags = importCacheTags({ ...NOTHING, created: many });
    expect(tags).toEqual(['properties', 'listings', 'projects']);
    const few = importCacheTags({ ...NOTHING, created: many.slice(1) });
    expect(few).toHaveLength(MAX_PROPERTY_TAGS + 2);
  });

  it('expires the visit slots of the properties whose slots the feed added or withdrew', () => {
    expect(importCacheTags({ ...NOTHING, slots: [3, 9] })).toEqual(['visit-slots:3', 'visit-slots:9']);
    expect(importCacheTags({ ...NOTHING, updated: [3], slots: [3] })).toEqual([
      'property:3',
      'listings',
      'projects',
      'visit-slots:3',
    ]);
  });

  it('stays within what a running server takes in one notice', () => {
    const many = Array.from({ length: MAX_PROPERTY_TAGS + 500 }, (_, index) => index + 1);
    const tags = importCacheTags({ ...NOTHING, created: many.slice(0, MAX_PROPERTY_TAGS), slots: many });
    expect(tags.filter((tag) => tag.startsWith('visit-slots:'))).toHaveLength(MAX_SLOT_TAGS);
    expect(tags.length).toBeLessThanOrEqual(MAX_TAGS_PER_REQUEST);
  });
});
