import { describe, expect, it } from 'vitest';
import { parseAmountInput, parsePercentInput } from '@/lib/finance/parse-input';

describe('parseAmountInput', () => {
  it.each<[number, string[]]>([
    // Every thousands separator a visitor types: dot, comma, space, narrow no-break space.
    [350_000, ['350000', '350.000', '350,000', '350 000', '350\u202F000']],
    [1_250_000, ['€ 1.250.000', '1,250,000']],
    // The decimal mark is whichever of dot and comma comes last.
    [1_250.5, ['1.250,50', '1,250.50', '1250,5']],
    [1_250.75, ['1250.75']],
    [0, ['0']],
  ])('reads %s from %j', (expected, texts) => {
    for (const text of texts) expect(parseAmountInput(text), text).toBe(expected);
  });

  it.each(['', 'abc', '-5000', '12.34.56', '1e6', '350.00.0'])('refuses %j', (text) => {
    expect(parseAmountInput(text)).toBeNull();
  });
});

describe('parsePercentInput', () => {
  it.each<[number, string[]]>([
    [3.3, ['3,3', '3.3']],
    [3.25, ['3.25 %']],
    [0, ['0']],
    [4, [' 4 ']],
  ])('reads %s from %j', (expected, texts) => {
    for (const text of texts) expect(parsePercentInput(text), text).toBe(expected);
  });

  it.each(['', '3,3,3', '-1', 'trois'])('refuses %j', (text) => {
    expect(parsePercentInput(text)).toBeNull();
  });
});
