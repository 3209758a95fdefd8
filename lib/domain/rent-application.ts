// The closing summary of a rent application (docs/domain-rules.md, rent application summary:
// minimum monthly income, maximum persons, total at signing = first month's rent + first month's charges +
// inventory cost share + 3 months' rent guarantee). Pure, so the browser's summary, the agency's
// mail and the tests compute the very same figures.

/** What the summary reads from a rental property (Property columns, price already hidden when private). */
export type RentalTerms = {
  /** Monthly rent; null when the agency does not publish it. */
  price: number | null;
  /** The tenant's monthly charges (Property.chargesRenter). */
  chargesRenter: number | null;
  /** The whole cost of the check-in inventory (état des lieux / plaatsbeschrijving). */
  inventoryCost: number | null;
  minimumIncome: number | null;
  maximumPersons: number | null;
  bedrooms: number | null;
};

export type RentalFigures = {
  rent: number | null;
  charges: number;
  inventoryShare: number;
  guarantee: number | null;
  /** First rent + first charges + inventory share + guarantee; null without a published rent. */
  totalAtSigning: number | null;
  minimumIncome: number | null;
  maximumPersons: number | null;
};

// The rental confirmation asks three months' rent, so the guarantee is exactly that
// (Property.deposit, often two months for a blocked account, is another figure and is not used here).
export const GUARANTEE_MONTHS = 3;
// The confirmation names no share: Belgian custom (and the regional lease decrees when an expert draws it
// up) splits the inventory's cost equally between landlord and tenant, so the tenant pays half.
export const INVENTORY_TENANT_SHARE = 0.5;
// When the CRM sends no minimum income, the rule of thumb of agencies in Belgium applies: they ask a
// monthly net income of three times the rent (the demo feed's MinimumIncome follows the same rule).
export const INCOME_TO_RENT_RATIO = 3;
// When the CRM sends no maximum: two persons per bedroom, and a studio (no bedroom) still two.
export const PERSONS_PER_BEDROOM = 2;

/** A usable amount: finite and not negative; anything else counts as not given. */
function amount(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Sums money in whole cents so 0.1 + 0.2 never shows as 0.30000000000000004. */
function sum(...values: number[]): number {
  return values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

export function rentalFigures(terms: RentalTerms): RentalFigures {
  // A zero rent means "not filled in" in the CRM (as for prices, lib/domain/price.ts).
  const rent = amount(terms.price) || null;
  const charges = amount(terms.chargesRenter) ?? 0;
  const inventoryShare = cents((amount(terms.inventoryCost) ?? 0) * INVENTORY_TENANT_SHARE);
  const guarantee = rent === null ? null : cents(rent * GUARANTEE_MONTHS);
  const bedrooms =
    terms.bedrooms !== null && Number.isInteger(terms.bedrooms) && terms.bedrooms >= 0 ? terms.bedrooms : null;
  const givenPersons =
    terms.maximumPersons !== null && Number.isInteger(terms.maximumPersons) && terms.maximumPersons > 0
      ? terms.maximumPersons
      : null;
  return {
    rent,
    charges,
    inventoryShare,
    guarantee,
    totalAtSigning: rent === null || guarantee === null ? null : sum(rent, charges, inventoryShare, guarantee),
    minimumIncome: (amount(terms.minimumIncome) || null) ?? (rent === null ? null : cents(rent * INCOME_TO_RENT_RATIO)),
    maximumPersons: givenPersons ?? (bedrooms === null ? null : Math.max(1, bedrooms) * PERSONS_PER_BEDROOM),
  };
}

export type Household = { adults: number; children: number; incomes: (number | null | undefined)[] };

export type HouseholdCheck = {
  persons: number;
  income: number;
  /** Below the property's minimum: the summary warns, the application is still sent. */
  incomeBelowMinimum: boolean;
  tooManyPersons: boolean;
};

/** The household against the property's figures; an unknown figure never raises a warning. */
export function checkHousehold(
  household: Household,
  figures: Pick<RentalFigures, 'minimumIncome' | 'maximumPersons'>,
): HouseholdCheck {
  const count = (value: number) => (Number.isInteger(value) && value > 0 ? value : 0);
  const persons = count(household.adults) + count(household.children);
  const income = sum(...household.incomes.map((value) => amount(value) ?? 0));
  return {
    persons,
    income,
    incomeBelowMinimum: figures.minimumIncome !== null && income < figures.minimumIncome,
    tooManyPersons: figures.maximumPersons !== null && persons > figures.maximumPersons,
  };
}
