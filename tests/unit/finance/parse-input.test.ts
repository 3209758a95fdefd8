import { describe, expect, it } from 'vitest';
import { parseAmountInput, parsePercentInput } from '@/lib/finance/parse-input';

describe('parseAmountInput', () => {
  it.each<[string, number | null]>([
    ['350000', 350_000],
    ['350.000', 350_000],
    ['350,000', 350_000],
    ['350 000', 350_000],
    ['350\u202F000', 350_000],
    ['€ 1.250.000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['1.250,50', 1_250.5],
    ['1,250.50', 1_250.5],
    ['1250,5', 1_250.5],
    ['1250.75', 1_250.75],
    ['0', 0],
    ['', null],
    ['abc', null],
    ['-5000', null],
    ['12.34.56', null],
    ['1e6', null],
    ['350.00.0', null],
  ])('%j → %s', (text, expected) => {
    expect(parseAmountInput(text)).toBe(expected);
  });
});

describe('parsePercentInput', () => {
  it.each<[string, number | null]>([
    ['3,3', 3.3],
    ['3.3', 3.3],
    ['3.25 %', 3.25],
    ['0', 0],
    [' 4 ', 4],
    ['', null],
    ['3,3,3', null],
    ['-1', null],
    ['trois', null],
  ])('%j → %s', (text, expected) => {
    expect(parsePercentInput(text)).toBe(expected);
  });
});
