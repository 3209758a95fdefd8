// A fixed-rate mortgage repaid in equal monthly instalments (the usual Belgian home loan).

export type MortgageInput = { principal: number; annualRatePercent: number; years: number };
export type MortgageEstimate = { monthlyPayment: number; totalPaid: number; totalInterest: number };

// Bounds of a plausible home loan; anything outside is a typing mistake, not a loan to price.
export const MORTGAGE_LIMITS = {
  principal: { min: 1, max: 100_000_000 },
  annualRatePercent: { min: 0, max: 20 },
  years: { min: 1, max: 40 },
} as const;

const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) && value >= min && value <= max;

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Monthly instalment of a loan, or null when an input is out of bounds. Belgian lenders quote an
 * annual rate and charge its equivalent monthly rate ((1 + i)^(1/12) − 1), not i / 12, so a
 * quoted 3.3 % really costs 3.3 % a year.
 */
export function mortgageEstimate(input: MortgageInput): MortgageEstimate | null {
  const { principal, annualRatePercent, years } = input;
  if (!within(principal, MORTGAGE_LIMITS.principal)) return null;
  if (!within(annualRatePercent, MORTGAGE_LIMITS.annualRatePercent)) return null;
  if (!Number.isInteger(years) || !within(years, MORTGAGE_LIMITS.years)) return null;
  const months = years * 12;
  const monthlyRate = (1 + annualRatePercent / 100) ** (1 / 12) - 1;
  const payment =
    monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const monthlyPayment = cents(payment);
  const totalPaid = cents(monthlyPayment * months);
  return { monthlyPayment, totalPaid, totalInterest: cents(totalPaid - principal) };
}
