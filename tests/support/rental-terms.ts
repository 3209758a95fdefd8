import type { RentalTerms } from '@/lib/domain/rent-application';

/**
 * A flat to let as the CRM describes it: € 1,575 a month, € 120 of charges, € 300 for the check-in
 * inventory. The unit tests work out what it costs at signing; the rent application's route mails
 * the same figures.
 */
export const RENTAL_TERMS: RentalTerms = {
  price: 1575,
  chargesRenter: 120,
  inventoryCost: 300,
  minimumIncome: 4750,
  maximumPersons: 4,
  bedrooms: 2,
};
