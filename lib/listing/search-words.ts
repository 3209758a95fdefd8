import { slugify } from '@/lib/domain/slug';

// Home search (docs/domain-rules.md, home search box): matching is exact (threshold 0: no typo
// tolerance) with accents removed.
// Read here as: every word typed must begin a word of the city, postcode, type, reference or
// title, ignoring case and accents, so "liege" finds Liège and "v-23" finds V-2321.

const MAX_WORDS = 6;

/** The words of a search text in slug form: "Liège, 4000" → ["liege", "4000"]. */
export function searchWords(text: string): string[] {
  const words = slugify(text).split('-').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Whether `word` (slug form) begins one of the words of `text`. */
export function beginsAWord(text: string, word: string): boolean {
  return slugify(text)
    .split('-')
    .some((part) => part.startsWith(word));
}
