import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

function leaves(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

const catalogues = { fr, nl, en, de };
const reference = leaves(en)
  .map(([key]) => key)
  .sort();

describe('messages', () => {
  it.each(Object.entries(catalogues))('%s has exactly the keys of en', (_locale, messages) => {
    expect(
      leaves(messages)
        .map(([key]) => key)
        .sort(),
    ).toEqual(reference);
  });

  it.each(Object.entries(catalogues))('%s has no empty message', (_locale, messages) => {
    expect(leaves(messages).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s uses the same placeholders as en', (_locale, messages) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[},]/g)].map((match) => match[1]).sort();
    const english = new Map(leaves(en));
    for (const [key, value] of leaves(messages))
      expect([key, placeholders(value)]).toEqual([key, placeholders(english.get(key)!)]);
  });
});
