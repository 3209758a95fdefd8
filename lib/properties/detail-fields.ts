import { evaluateDisplayConditions } from '@/lib/domain/display-conditions';
import type { Region } from '@/lib/domain/region';

/** How a value is written: the component turns each kind into localized text with its unit. */
export type FieldKind =
  'surface' | 'count' | 'floor' | 'year' | 'amount' | 'percent' | 'date' | 'boolean' | 'code' | 'text';

export type DetailGroup = 'surfaces' | 'rooms' | 'building' | 'energy' | 'financial' | 'viager' | 'planning';

// Every detail the CRM names ("other property data named by labels"), in display order.
// Keys are Property column names; "code" fields hold the CRM's code values (heating: "gas"…).
export const DETAIL_FIELDS = {
  surfaceTotal: { group: 'surfaces', kind: 'surface' },
  surfaceLiving: { group: 'surfaces', kind: 'surface' },
  surfaceGround: { group: 'surfaces', kind: 'surface' },
  surfaceConstructed: { group: 'surfaces', kind: 'surface' },
  surfaceTerrace: { group: 'surfaces', kind: 'surface' },
  surfaceGarden: { group: 'surfaces', kind: 'surface' },
  surfaceOffice: { group: 'surfaces', kind: 'surface' },
  surfaceStore: { group: 'surfaces', kind: 'surface' },
  bedrooms: { group: 'rooms', kind: 'count' },
  bathrooms: { group: 'rooms', kind: 'count' },
  showerRooms: { group: 'rooms', kind: 'count' },
  toilets: { group: 'rooms', kind: 'count' },
  floors: { group: 'rooms', kind: 'count' },
  floor: { group: 'rooms', kind: 'floor' },
  garages: { group: 'rooms', kind: 'count' },
  parkings: { group: 'rooms', kind: 'count' },
  constructionYear: { group: 'building', kind: 'year' },
  renovationYear: { group: 'building', kind: 'year' },
  facades: { group: 'building', kind: 'count' },
  orientation: { group: 'building', kind: 'code' },
  gardenOrientation: { group: 'building', kind: 'code' },
  heating: { group: 'building', kind: 'code' },
  windows: { group: 'building', kind: 'code' },
  kitchen: { group: 'building', kind: 'code' },
  roof: { group: 'building', kind: 'code' },
  availableFrom: { group: 'building', kind: 'date' },
  epcSpec: { group: 'energy', kind: 'count' },
  epcTotal: { group: 'energy', kind: 'count' },
  epcUniqueCode: { group: 'energy', kind: 'text' },
  epcEndDate: { group: 'energy', kind: 'date' },
  co2Emission: { group: 'energy', kind: 'count' },
  cadastralIncome: { group: 'financial', kind: 'amount' },
  chargesOwner: { group: 'financial', kind: 'amount' },
  chargesRenter: { group: 'financial', kind: 'amount' },
  notaryFees: { group: 'financial', kind: 'amount' },
  registrationRights: { group: 'financial', kind: 'amount' },
  vat: { group: 'financial', kind: 'percent' },
  deposit: { group: 'financial', kind: 'amount' },
  agencyCost: { group: 'financial', kind: 'amount' },
  inventoryCost: { group: 'financial', kind: 'amount' },
  viagerBouquet: { group: 'viager', kind: 'amount' },
  viagerAnnuity: { group: 'viager', kind: 'amount' },
  viagerAges: { group: 'viager', kind: 'text' },
  planningPermit: { group: 'planning', kind: 'boolean' },
  subdivisionPermit: { group: 'planning', kind: 'boolean' },
  urbanDestination: { group: 'planning', kind: 'code' },
  preemptiveRights: { group: 'planning', kind: 'boolean' },
  summons: { group: 'planning', kind: 'boolean' },
  floodZoneType: { group: 'planning', kind: 'code' },
  floodPScore: { group: 'planning', kind: 'code' },
  floodGScore: { group: 'planning', kind: 'code' },
  asbestosType: { group: 'planning', kind: 'code' },
  asbestosDate: { group: 'planning', kind: 'date' },
} as const satisfies Record<string, { group: DetailGroup; kind: FieldKind }>;

export type DetailKey = keyof typeof DETAIL_FIELDS;
export type DetailValue = number | string | boolean | Date;
export type DetailRow = { key: DetailKey; group: DetailGroup; kind: FieldKind; value: DetailValue };

// Amounts that follow from the price (duties and notary fees are a share of it, a deposit is a
// number of months' rent, a viager's bouquet is its price) would give away a price kept private.
const PRICE_DERIVED: readonly DetailKey[] = ['registrationRights', 'notaryFees', 'deposit', 'viagerBouquet'];

function present(value: unknown): value is DetailValue {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.trim() !== '';
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'boolean';
}

/**
 * Property.displayConditions is a JSON object from a detail key to its list of rules
 * (lib/domain/display-conditions); the rules read the property's own columns. A field without
 * rules is shown. A rule set that cannot be read hides what it governs (docs/cms.md, display
 * conditions: any error means false); when the JSON itself cannot be read, it is unknown what it governs, so every detail is
 * hidden rather than showing one the agency meant to keep back.
 */
function readConditions(json: string | null): Record<string, unknown> | 'unreadable' {
  if (json === null || json.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

export type DetailSource = Record<string, unknown> & {
  displayConditions: string | null;
  publishPrice: boolean;
  /** What the rules read, when it differs from the shown values (the CRM's goal number). */
  ruleRecord?: Record<string, unknown>;
};

/** The details to show, in order: present, allowed by their display conditions, not leaking a private price. */
export function detailRows(property: DetailSource, group?: DetailGroup): DetailRow[] {
  const conditions = readConditions(property.displayConditions);
  if (conditions === 'unreadable') return [];
  const rows: DetailRow[] = [];
  for (const [key, spec] of Object.entries(DETAIL_FIELDS) as [DetailKey, (typeof DETAIL_FIELDS)[DetailKey]][]) {
    if (group && spec.group !== group) continue;
    const value = property[key];
    if (!present(value)) continue;
    if (!property.publishPrice && PRICE_DERIVED.includes(key)) continue;
    const rules = conditions[key];
    if (rules !== undefined && !evaluateDisplayConditions(property.ruleRecord ?? property, rules)) continue;
    rows.push({ key, group: spec.group, kind: spec.kind, value });
  }
  return rows;
}

// What an advertisement must state in each region, shown together beside the EPC label: the
// Flemish EPC score and unique code with the flood P- and G-scores (watertoets), Brussels' primary
// energy use with CO₂ emissions, Wallonia's specific and total energy use. Luxembourg's is the
// label alone. A rental adds its rent and monthly charges everywhere.
const LEGAL_MENTIONS: Readonly<Record<Region, readonly DetailKey[]>> = {
  flanders: ['epcSpec', 'epcUniqueCode', 'floodPScore', 'floodGScore'],
  brussels: ['epcSpec', 'co2Emission', 'epcUniqueCode'],
  wallonia: ['epcSpec', 'epcTotal', 'epcUniqueCode'],
  luxembourg: [],
};

export function legalMentionKeys(region: Region | null, goal: 'sale' | 'rent'): DetailKey[] {
  const keys = region ? [...LEGAL_MENTIONS[region]] : [];
  return goal === 'rent' ? [...keys, 'chargesRenter'] : keys;
}
