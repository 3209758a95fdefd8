import { describe, expect, it } from 'vitest';
import { mortgageEstimate } from '@/lib/finance/mortgage';

describe('mortgageEstimate', () => {
  // Expected instalments computed independently (Python) with the equivalent monthly rate (1 + i)^(1/12) − 1.
  it.each([
    [{ principal: 300_000, annualRatePercent: 3.3, years: 20 }, 1_701.76],
    [{ principal: 200_000, annualRatePercent: 3, years: 25 }, 944.22],
    [{ principal: 120_000, annualRatePercent: 0, years: 10 }, 1_000],
    [{ principal: 1, annualRatePercent: 20, years: 1 }, 0.09],
  ])('%j → %d a month', (input, monthly) => {
    expect(mortgageEstimate(input)?.monthlyPayment).toBe(monthly);
  });

  it('adds up the interest over the whole term', () => {
    expect(mortgageEstimate({ principal: 120_000, annualRatePercent: 0, years: 10 })).toEqual({
      monthlyPayment: 1_000,
      totalPaid: 120_000,
      totalInterest: 0,
    });
    const estimate = mortgageEstimate({ principal: 300_000, annualRatePercent: 3.3, years: 20 });
    expect(estimate?.totalPaid).toBe(408_422.4);
    expect(estimate?.totalInterest).toBe(108_422.4);
  });

  it('charges less than the naive i / 12 monthly rate', () => {
    const naive = (300_000 * (0.033 / 12)) / (1 - (1 + 0.033 / 12) ** -240);
    expect(mortgageEstimate({ principal: 300_000, annualRatePercent: 3.3, years: 20 })!.monthlyPayment).toBeLessThan(
      naive,
    );
  });

  it.each([
    ['no principal', { principal: 0, annualRatePercent: 3, years: 20 }],
    ['negative principal', { principal: -5, annualRatePercent: 3, years: 20 }],
    ['NaN principal', { principal: Number.NaN, annualRatePercent: 3, years: 20 }],
    ['infinite principal', { principal: Infinity, annualRatePercent: 3, years: 20 }],
    ['negative rate', { principal: 100_000, annualRatePercent: -1, years: 20 }],
    ['rate above 20 %', { principal: 100_000, annualRatePercent: 20.5, years: 20 }],
    ['zero years', { principal: 100_000, annualRatePercent: 3, years: 0 }],
    ['41 years', { principal: 100_000, annualRatePercent: 3, years: 41 }],
    ['fractional years', { principal: 100_000, annualRatePercent: 3, years: 20.5 }],
  ])('%s → null, never NaN', (_, input) => {
    expect(mortgageEstimate(input)).toBeNull();
  });
});
