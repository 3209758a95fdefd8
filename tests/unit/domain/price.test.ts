import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice, priceText, priceWords } from '@/lib/domain/price';

describe('formatAmount', () => {
  it.each<[unknown, string]>([
    [0, '€ 0'],
    [-0, '€ 0'],
    [5, '€ 5'],
    [999, '€ 999'],
    [1000, '€ 1.000'],
    [350000, '€ 350.000'],
    [1234567, '€ 1.234.567'],
    [1250.5, '€ 1.250,50'],
    [1250.05, '€ 1.250,05'],
    [0.5, '€ 0,50'],
    [0.999, '€ 1'],
    [0.004, '€ 0'],
    [-0.004, '€ 0'],
    [350000.001, '€ 350.000'],
    [1250.555, '€ 1.250,56'],
    [-1500, '€ -1.500'],
    [-1500.5, '€ -1.500,50'],
    ['350000', '€ 350.000'],
    [' 1250.50 ', '€ 1.250,50'],
    ['1250.00', '€ 1.250'],
  ])('%j → %j', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it.each<unknown>([
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_VALUE,
    '',
    '  ',
    'abc',
    '350.000,00',
    '1,5',
    '1e5',
    '€ 100',
    true,
    {},
    [],
  ])('%j → null', (value) => {
    expect(formatAmount(value)).toBeNull();
  });

  it.each([
    ['fr-BE', 350000, '€ 350 000'],
    ['fr-BE', 1250.5, '€ 1 250,50'],
    ['en', 350000, '€ 350,000'],
    ['not a locale!', 350000, '€ 350.000'],
  ])('locale %s: %d → %j (no no-break spaces)', (locale, value, text) => {
    expect(formatAmount(value, locale)).toBe(text);
  });
});

describe('formatPrice', () => {
  it.each<[Parameters<typeof formatPrice>[0], ReturnType<typeof formatPrice>]>([
    [
      { price: 350000, publishPrice: true },
      { kind: 'amount', text: '€ 350.000', startingFrom: false },
    ],
    [
      { price: 350000, publishPrice: 'true' },
      { kind: 'amount', text: '€ 350.000', startingFrom: false },
    ],
    [
      { price: 1250.5, publishPrice: true, priceUnit: 1 },
      { kind: 'amount', text: '€ 1.250,50', startingFrom: false },
    ],
    [
      { price: 950, publishPrice: true, priceUnit: 7 },
      { kind: 'amount', text: '€ 950', startingFrom: true },
    ],
    [
      { price: 950, publishPrice: true, priceUnit: '7' },
      { kind: 'amount', text: '€ 950', startingFrom: true },
    ],
    [
      { price: 950, publishPrice: true, priceUnit: 6 },
      { kind: 'amount', text: '€ 950', startingFrom: false },
    ],
    [
      { price: 950, publishPrice: true, priceUnit: null },
      { kind: 'amount', text: '€ 950', startingFrom: false },
    ],
    [
      { price: '425000', publishPrice: true },
      { kind: 'amount', text: '€ 425.000', startingFrom: false },
    ],
    [
      { price: 0.01, publishPrice: true },
      { kind: 'amount', text: '€ 0,01', startingFrom: false },
    ],
  ])('%j → %j', (input, expected) => {
    expect(formatPrice(input)).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    [350000, false],
    [350000, 'false'],
    [350000, 'TRUE'],
    [350000, null],
    [350000, undefined],
    [350000, 1],
    [null, true],
    [undefined, true],
    [Number.NaN, true],
    [Number.POSITIVE_INFINITY, true],
    [Number.MAX_VALUE, true],
    [-1, true],
    [-0.01, true],
    [0, true],
    ['', true],
    ['NaN', true],
    ['sur demande', true],
    [{}, true],
  ])('price %j with publishPrice %j → on request', (price, publishPrice) => {
    expect(formatPrice({ price, publishPrice, priceUnit: 7 })).toEqual({ kind: 'on-request' });
  });

  it('takes a locale for the digits but keeps the euro prefix', () => {
    expect(formatPrice({ price: 350000, publishPrice: true }, 'fr-BE')).toEqual({
      kind: 'amount',
      text: '€ 350 000',
      startingFrom: false,
    });
  });
});

describe('priceText', () => {
  const words = { onRequest: 'Prix sur demande', startingFrom: 'à partir de', perMonth: '/ mois' };

  it('reads a sale, a starting-from price and a rent as one line', () => {
    expect(priceText(formatPrice({ price: 350000, publishPrice: true }), false, words)).toBe('€ 350.000');
    expect(priceText(formatPrice({ price: 350000, publishPrice: true, priceUnit: 7 }), false, words)).toBe(
      'à partir de € 350.000',
    );
    expect(priceText(formatPrice({ price: 1250, publishPrice: true }), true, words)).toBe('€ 1.250 / mois');
  });

  it('says "on request" for a hidden price, rent or not', () => {
    expect(priceText(formatPrice({ price: 350000, publishPrice: false }), true, words)).toBe('Prix sur demande');
  });

  it('takes its words from the Price messages', () => {
    const messages: Record<string, string> = { onRequest: 'Op aanvraag', startingFrom: 'vanaf', perMonth: '/ maand' };
    const read = priceWords((key) => messages[key]!);
    expect(priceText(formatPrice({ price: 1250, publishPrice: true, priceUnit: 7 }), true, read)).toBe(
      'vanaf € 1.250 / maand',
    );
  });
});
