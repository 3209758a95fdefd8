import type { Region } from '@/lib/domain/region';

export type BelgianRegion = Exclude<Region, 'luxembourg'>;

export type DutyRule = {
  /** Rate on the price for any other purchase (second home, investment, company). */
  standard: number;
  /** Rate when the buyer's only home, lived in by the buyer (each region's own conditions apply). */
  ownHome: number;
  /** Part of the price free of duties for an own home, only up to a maximum price. */
  ownHomeAbatement?: { amount: number; maxPrice: number };
};

/** The year the table below describes; the estimate says so to the visitor. */
export const REGISTRATION_DUTIES_YEAR = 2026;

// Registration duties on the purchase of an existing home (new builds sold under VAT pay duties
// on the land only), as in force since 1 January 2025 and unchanged for 2026:
// - Flanders: 12 %; 2 % for the "enige eigen woning" (Programmadecreet bij de begroting 2025,
//   BS 30.12.2024; the 1 % renovation rate ended the same day).
// - Wallonia: 12.5 %; 3 % for the "habitation propre et unique", without price ceiling (décret du
//   5.12.2024, MB 13.12.2024; the first-home abatement and modest-home rate ended the same day).
// - Brussels: 12.5 %; an own home up to € 600,000 pays nothing on its first € 200,000
//   (ordonnance of 2023, see be.brussels "Réduction des droits d'enregistrement").
// Not modelled: Flanders' € 1,867 reduction for a modest own home (≤ € 220,000, € 240,000 in core
// cities), Brussels' extra abatement for energy renovation, and other special rates; the UI says so.
export const REGISTRATION_DUTIES: Readonly<Record<BelgianRegion, DutyRule>> = {
  flanders: { standard: 0.12, ownHome: 0.02 },
  wallonia: { standard: 0.125, ownHome: 0.03 },
  brussels: { standard: 0.125, ownHome: 0.125, ownHomeAbatement: { amount: 200_000, maxPrice: 600_000 } },
};

export type DutyEstimate = { rate: number; abatement: number; taxableBase: number; amount: number };

export function isBelgianRegion(region: Region | null | undefined): region is BelgianRegion {
  return region === 'flanders' || region === 'wallonia' || region === 'brussels';
}

/** Registration duties on a purchase price, or null when the price is not a positive amount. */
export function registrationDuties(price: number, region: BelgianRegion, ownHome: boolean): DutyEstimate | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  const rule = REGISTRATION_DUTIES[region];
  const rate = ownHome ? rule.ownHome : rule.standard;
  const relief = ownHome ? rule.ownHomeAbatement : undefined;
  const abatement = relief && price <= relief.maxPrice ? Math.min(relief.amount, price) : 0;
  const taxableBase = price - abatement;
  return { rate, abatement, taxableBase, amount: Math.round(taxableBase * rate * 100) / 100 };
}

/** The case an amount of duties listed by the agency is: "standard", "ownHome", or null (neither, e.g. a share of a building). */
export type DutiesCase = 'standard' | 'ownHome';

/**
 * Which case an amount of duties the CRM lists is, at this price and region: the standard rate, the
 * own-home rate (abatement included), or neither, within 1 % (the CRM rounds). Shown beside the
 * amount, so a buyer never sees it and the estimate's own figure without knowing which is which.
 */
export function dutiesCase(listed: number, price: number, region: BelgianRegion): DutiesCase | null {
  for (const ownHome of [false, true]) {
    const estimate = registrationDuties(price, region, ownHome);
    if (estimate && Math.abs(estimate.amount - listed) <= Math.max(1, estimate.amount * 0.01))
      return ownHome ? 'ownHome' : 'standard';
  }
  return null;
}
