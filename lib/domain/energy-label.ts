import type { Region } from './region';

export type EnergyScheme = Region;
export type EnergyBand = { readonly label: string; readonly max: number };
export type EnergyLabel = { scheme: EnergyScheme; label: string };

// Read upper-bound inclusive (docs/domain-rules.md, energy labels): the first band whose max ≥ value
// wins, so decimals between the tables' integer rows (Brussels 23.5) fall in the next band, and
// negatives in the first.
export const FLANDERS_BANDS: readonly EnergyBand[] = [
  { label: 'a_plus', max: 0 },
  { label: 'a', max: 100 },
  { label: 'b', max: 200 },
  { label: 'c', max: 300 },
  { label: 'd', max: 400 },
  { label: 'e', max: 500 },
  { label: 'f', max: Infinity },
];

// f_sub is 323–345: the specification's 223 is a typo for 323 (docs/domain-rules.md, energy labels).
export const BRUSSELS_BANDS: readonly EnergyBand[] = [
  { label: 'a_plus', max: 0 },
  { label: 'a', max: 23 },
  { label: 'a_sub', max: 45 },
  { label: 'b_plus', max: 62 },
  { label: 'b', max: 79 },
  { label: 'b_sub', max: 95 },
  { label: 'c_plus', max: 113 },
  { label: 'c', max: 132 },
  { label: 'c_sub', max: 150 },
  { label: 'd_plus', max: 170 },
  { label: 'd', max: 190 },
  { label: 'd_sub', max: 210 },
  { label: 'e_plus', max: 232 },
  { label: 'e', max: 253 },
  { label: 'e_sub', max: 275 },
  { label: 'f_plus', max: 298 },
  { label: 'f', max: 322 },
  { label: 'f_sub', max: 345 },
  { label: 'g', max: Infinity },
];

export const WALLONIA_BANDS: readonly EnergyBand[] = [
  { label: 'a_plusplus', max: 0 },
  { label: 'a_plus', max: 45 },
  { label: 'a', max: 85 },
  { label: 'b', max: 170 },
  { label: 'c', max: 255 },
  { label: 'd', max: 340 },
  { label: 'e', max: 425 },
  { label: 'f', max: 510 },
  { label: 'g', max: Infinity },
];

// Luxembourg publishes a class, not a number, so its scale is only the list of classes.
export const LUXEMBOURG_LABELS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

/** Labels per scheme, best first, for drawing the scale. */
export const ENERGY_SCALES: Readonly<Record<EnergyScheme, readonly string[]>> = {
  flanders: FLANDERS_BANDS.map((band) => band.label),
  brussels: BRUSSELS_BANDS.map((band) => band.label),
  wallonia: WALLONIA_BANDS.map((band) => band.label),
  luxembourg: LUXEMBOURG_LABELS,
};

const BANDS: Readonly<Record<Exclude<EnergyScheme, 'luxembourg'>, readonly EnergyBand[]>> = {
  flanders: FLANDERS_BANDS,
  brussels: BRUSSELS_BANDS,
  wallonia: WALLONIA_BANDS,
};

function toKwh(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  // The CRM may send "123,5" as well as "123.5".
  const text = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

function luxembourgLabel(labelText: unknown): string | null {
  if (typeof labelText !== 'string') return null;
  const label = labelText.replace(/\s+/g, '').toUpperCase();
  return (LUXEMBOURG_LABELS as readonly string[]).includes(label) ? label : null;
}

/** The energy label to show, or null when the data cannot give a certain one. */
export function energyLabel(input: {
  region: Region | null | undefined;
  value?: unknown;
  labelText?: unknown;
}): EnergyLabel | null {
  const { region } = input;
  if (!region) return null;
  if (region === 'luxembourg') {
    const label = luxembourgLabel(input.labelText);
    return label === null ? null : { scheme: region, label };
  }
  const kwh = toKwh(input.value);
  if (kwh === null) return null;
  const band = BANDS[region].find((row) => kwh <= row.max);
  return band ? { scheme: region, label: band.label } : null;
}

// "Label C or better" is asked on the letter: a Brussels C+ or C- is a C, a Walloon A++ is an A
// (docs/domain-rules.md, energy labels). G and beyond would only exclude Luxembourg's H and I.
export const ENERGY_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export type EnergyLetter = (typeof ENERGY_LETTERS)[number];

export function isEnergyLetter(value: string): value is EnergyLetter {
  return (ENERGY_LETTERS as readonly string[]).includes(value);
}

const letterOf = (label: string) => label.charAt(0).toLowerCase();

/**
 * The highest energy use (kWh/m²·year) whose label in a Belgian region's table is `letter` or
 * better: a value at or below it has such a label, as energyLabel reads the tables (upper bound
 * inclusive). Infinity when any value has one (the Flemish table ends at F).
 */
export function energyCeiling(scheme: Exclude<EnergyScheme, 'luxembourg'>, letter: EnergyLetter): number {
  const bands = BANDS[scheme].filter((band) => letterOf(band.label) <= letter);
  return bands.at(-1)?.max ?? -Infinity;
}

/** Luxembourg's classes that are `letter` or better, as energyLabel accepts them. */
export function luxembourgLabelsUpTo(letter: EnergyLetter): string[] {
  return LUXEMBOURG_LABELS.filter((label) => letterOf(label) <= letter);
}

const DISPLAY_SUFFIXES: Readonly<Record<string, string>> = { _plusplus: '++', _plus: '+', _sub: '-' };

/** Human form of a label: 'a_plusplus' → 'A++', 'b_sub' → 'B-'; Luxembourg classes pass through. */
export function energyLabelDisplay(label: string): string {
  const match = /^([a-z])(_plusplus|_plus|_sub)?$/.exec(label);
  if (!match) return label;
  const suffix = DISPLAY_SUFFIXES[match[2] ?? ''] ?? '';
  return `${(match[1] ?? '').toUpperCase()}${suffix}`;
}

/** Flanders obliges buyers of an E or F home to renovate; other regions do not (docs/domain-rules.md). */
export function needsFlemishRenovation(region: Region | null | undefined, label: string | null | undefined): boolean {
  return region === 'flanders' && (label === 'e' || label === 'f');
}
