import { describe, expect, it } from 'vitest';
import { beginsAWord, searchWords } from '@/lib/listing/search-words';

describe('searchWords', () => {
  it.each([
    ['liege', ['liege']],
    ['Liège', ['liege']],
    ['  LIÈGE 4000 ', ['liege', '4000']],
    ['V-2321', ['v', '2321']],
    ['Appartement - Loft', ['appartement', 'loft']],
    ['Saint-Gilles, Saint-Gilles', ['saint', 'gilles']],
    ['Straße', ['strasse']],
    ['', []],
    ['  %%  ', []],
    ['a b c d e f g h', ['a', 'b', 'c', 'd', 'e', 'f']],
  ])('%j → %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe('beginsAWord (exact, no typo tolerance, accents and case ignored)', () => {
  it.each([
    ['Liège', 'liege', true],
    ['Liège', 'lie', true],
    ['Liège', 'iege', false],
    ['Liège', 'liegr', false],
    ['Appartement - Loft', 'loft', true],
    ['Bien de prestige', 'prest', true],
    ['Woluwe-Saint-Lambert', 'lambert', true],
    ['Woluwe-Saint-Lambert', 'ambert', false],
    ['Maison', 'maisons', false],
  ])('%j begins a word with %j → %s', (text, word, expected) => {
    expect(beginsAWord(text, word)).toBe(expected);
  });
});
