import { describe, expect, it } from 'vitest';
import { amountInWords, MAX_OFFER_EUROS } from '@/lib/forms/amount-in-words';
import { parseEuros } from '@/lib/forms/field-values';

describe('amountInWords', () => {
  it.each([
    // Belgian French: septante, nonante; "euro" singular, "d'euros" after a round million.
    ['fr', 1, 'un euro'],
    ['fr', 2, 'deux euros'],
    ['fr', 71, 'septante et un euros'],
    ['fr', 95, 'nonante-cinq euros'],
    ['fr', 80, 'quatre-vingts euros'],
    ['fr', 349_500, 'trois cent quarante-neuf mille cinq cents euros'],
    ['fr', 1_000_000, "un million d'euros"],
    ['fr', 3_000_000, "trois millions d'euros"],
    ['fr', 1_200_000, 'un million deux cent mille euros'],
    ['nl', 1, 'één euro'],
    ['nl', 2, 'twee euro'],
    ['nl', 285_000, 'tweehonderdvijfentachtigduizend euro'],
    ['nl', 1_000_000, 'één miljoen euro'],
    ['en', 1, 'one euro'],
    ['en', 2, 'two euros'],
    ['en', 285_000, 'two hundred and eighty-five thousand euros'],
    ['en', 1_200_000, 'one million two hundred thousand euros'],
    ['de', 1, 'ein Euro'],
    ['de', 2, 'zwei Euro'],
    ['de', 285_000, 'zweihundertfünfundachtzigtausend Euro'],
    ['de', 3_000_000, 'drei Millionen Euro'],
  ] as const)('%s: %s → %s', (locale, amount, words) => {
    expect(amountInWords(amount, locale)).toBe(words);
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
