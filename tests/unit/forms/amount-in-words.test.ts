import { describe, expect, it } from 'vitest';
import { amountInWords, MAX_OFFER_EUROS } from '@/lib/forms/amount-in-words';
import { parseEuros } from '@/lib/forms/field-values';

describe('amountInWords', () => {
  it.each([
    // Belgian French: septante, nonante; "euro" singular, "d'euros" after a round million.
    [1, 'un euro'],
    [2, 'deux euros'],
    [71, 'septante et un euros'],
    [95, 'nonante-cinq euros'],
    [80, 'quatre-vingts euros'],
    [349_500, 'trois cent quarante-neuf mille cinq cents euros'],
    [1_000_000, "un million d'euros"],
    [3_000_000, "trois millions d'euros"],
    [1_200_000, 'un million deux cent mille euros'],
  ])('fr: %s → %s', (amount, words) => {
    expect(amountInWords(amount, 'fr')).toBe(words);
  });

  it.each([
    [1, 'één euro'],
    [2, 'twee euro'],
    [285_000, 'tweehonderdvijfentachtigduizend euro'],
    [1_000_000, 'één miljoen euro'],
  ])('nl: %s → %s', (amount, words) => {
    expect(amountInWords(amount, 'nl')).toBe(words);
  });

  it.each([
    [1, 'one euro'],
    [2, 'two euros'],
    [285_000, 'two hundred and eighty-five thousand euros'],
    [1_200_000, 'one million two hundred thousand euros'],
  ])('en: %s → %s', (amount, words) => {
    expect(amountInWords(amount, 'en')).toBe(words);
  });

  it.each([
    [1, 'ein Euro'],
    [2, 'zwei Euro'],
    [285_000, 'zweihundertfünfundachtzigtausend Euro'],
    [3_000_000, 'drei Millionen Euro'],
  ])('de: %s → %s', (amount, words) => {
    expect(amountInWords(amount, 'de')).toBe(words);
  });

  it('writes the largest accepted amount and nothing above it', () => {
    expect(amountInWords(MAX_OFFER_EUROS, 'fr')).toBe("cent millions d'euros");
    expect(amountInWords(MAX_OFFER_EUROS + 1, 'fr')).toBe('');
  });

  it.each([0, -5, 12.5, Number.NaN, Number.POSITIVE_INFINITY])('writes nothing for %s', (amount) => {
    expect(amountInWords(amount, 'nl')).toBe('');
  });
});

describe('parseEuros', () => {
  it.each([
    ['285000', 285_000],
    [' 285000 ', 285_000],
    ['285.000', 285_000],
    ['285 000', 285_000],
    ['1.250.000', 1_250_000],
    ['285\u202F000', 285_000],
  ])('reads %j as %s', (text, amount) => {
    expect(parseEuros(text)).toBe(amount);
  });

  it.each(['', 'abc', '285000,50', '285.5', '28.50', '1.2345', '-5', '1e6', '285 00'])('refuses %j', (text) => {
    expect(parseEuros(text)).toBeNaN();
  });
});
