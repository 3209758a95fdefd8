import { CACHE_TAG } from '@/lib/cache/tags';
import type { ImportChanges } from './after-import';

// Past this many changed properties one tag for every property page costs less than a tag each
// (each expired tag stays in every server's memory as a timestamp).
export const MAX_PROPERTY_TAGS = 1_000;
// With the property tags, below what a running server takes in one notice (MAX_TAGS_PER_REQUEST).
export const MAX_SLOT_TAGS = 900;

/** The cache tags an import's changes expire (docs/caching.md): nothing when nothing changed. */
export function importCacheTags(changes: ImportChanges): string[] {
  const properties = [...changes.created, ...changes.updated, ...changes.returned, ...changes.withdrawn];
  const tags: string[] =
    properties.length > MAX_PROPERTY_TAGS ? [CACHE_TAG.properties] : properties.map(CACHE_TAG.property);
  // Any change of a property or project may change a listing, a count, a project's units.
  if (properties.length > 0 || changes.projects) tags.push(CACHE_TAG.listings, CACHE_TAG.projects);
  if (changes.references) tags.push(CACHE_TAG.references);
  // Each property's visit form offers its open slots; there is no tag for all of them, so past
  // the limit the rest show within their cache life (minutes, docs/caching.md).
  tags.push(...changes.slots.slice(0, MAX_SLOT_TAGS).map(CACHE_TAG.visitSlots));
  return tags;
}
