import { describe, expect, it } from 'vitest';
import {
  BRUSSELS_BANDS,
  ENERGY_SCALES,
  FLANDERS_BANDS,
  LUXEMBOURG_LABELS,
  WALLONIA_BANDS,
  ENERGY_LETTERS,
  energyCeiling,
  energyLabel,
  energyLabelDisplay,
  luxembourgLabelsUpTo,
  needsFlemishRenovation,
  type EnergyLetter,
} from '@/lib/domain/energy-label';
import type { Region } from '@/lib/domain/region';

const labelOf = (region: Region, value: unknown) => energyLabel({ region, value })?.label ?? null;

describe.each<[string, Region, [number | string, string][]]>([
  [
    'Flanders',
    'flanders',
    [
      [-50, 'a_plus'],
      [0, 'a_plus'],
      [0.01, 'a'],
      [100, 'a'],
      [100.5, 'b'],
      [200, 'b'],
      [201, 'c'],
      [300, 'c'],
      [301, 'd'],
      [400, 'd'],
      [401, 'e'],
      [500, 'e'],
      [500.01, 'f'],
      [9999, 'f'],
      ['250', 'c'],
      [' 400 ', 'd'],
      ['400,5', 'e'],
      ['400.5', 'e'],
    ],
  ],
  [
    'Brussels',
    'brussels',
    [
      [-1, 'a_plus'],
      [0, 'a_plus'],
      [0.5, 'a'],
      [1, 'a'],
      [23, 'a'],
      [23.5, 'a_sub'],
      [24, 'a_sub'],
      [45, 'a_sub'],
      [46, 'b_plus'],
      [62, 'b_plus'],
      [63, 'b'],
      [79, 'b'],
      [80, 'b_sub'],
      [95, 'b_sub'],
      [96, 'c_plus'],
      [113, 'c_plus'],
      [114, 'c'],
      [132, 'c'],
      [133, 'c_sub'],
      [150, 'c_sub'],
      [151, 'd_plus'],
      [170, 'd_plus'],
      [171, 'd'],
      [190, 'd'],
      [191, 'd_sub'],
      [210, 'd_sub'],
      [211, 'e_plus'],
      [223, 'e_plus'],
      [232, 'e_plus'],
      [233, 'e'],
      [253, 'e'],
      [254, 'e_sub'],
      [275, 'e_sub'],
      [276, 'f_plus'],
      [298, 'f_plus'],
      [299, 'f'],
      [322, 'f'],
      [322.5, 'f_sub'],
      [323, 'f_sub'],
      [345, 'f_sub'],
      [345.1, 'g'],
      [346, 'g'],
      [1000, 'g'],
    ],
  ],
  [
    'Wallonia',
    'wallonia',
    [
      [-10, 'a_plusplus'],
      [0, 'a_plusplus'],
      [1, 'a_plus'],
      [45, 'a_plus'],
      [45.5, 'a'],
      [85, 'a'],
      [86, 'b'],
      [170, 'b'],
      [171, 'c'],
      [255, 'c'],
      [256, 'd'],
      [340, 'd'],
      [341, 'e'],
      [425, 'e'],
      [426, 'f'],
      [510, 'f'],
      [510.5, 'g'],
      [800, 'g'],
    ],
  ],
])('energyLabel: %s', (_name, region, bands) => {
  it.each(bands)('%j → %s', (value, label) => {
    expect(energyLabel({ region, value })).toEqual({ scheme: region, label });
  });
});

describe('energyLabel: no value gives no label', () => {
  it.each<[Region, unknown]>([
    ['flanders', null],
    ['flanders', undefined],
    ['flanders', Number.NaN],
    ['flanders', Number.POSITIVE_INFINITY],
    ['brussels', Number.NEGATIVE_INFINITY],
    ['brussels', ''],
    ['brussels', '   '],
    ['wallonia', 'abc'],
    ['wallonia', '12kWh'],
    ['wallonia', '1e3'],
    ['wallonia', true],
    ['flanders', {}],
  ])('%s with %j → null', (region, value) => {
    expect(labelOf(region, value)).toBeNull();
  });

  it.each([null, undefined])('unknown region %j → null even with a value', (region) => {
    expect(energyLabel({ region, value: 150, labelText: 'B' })).toBeNull();
  });
});

describe('energyLabel: Luxembourg uses the label text', () => {
  it.each<[unknown, unknown, string | null]>([
    ['A', undefined, 'A'],
    ['a', undefined, 'A'],
    [' b ', undefined, 'B'],
    ['A+', undefined, 'A+'],
    ['a +', undefined, 'A+'],
    ['I', undefined, 'I'],
    ['D', 9999, 'D'],
    ['J', undefined, null],
    ['A++', undefined, null],
    ['AB', undefined, null],
    ['', 150, null],
    ['   ', 150, null],
    [null, 150, null],
    [undefined, 150, null],
    [3, 150, null],
  ])('labelText %j (value %j) → %j', (labelText, value, label) => {
    const result = energyLabel({ region: 'luxembourg', value, labelText });
    expect(result).toEqual(label === null ? null : { scheme: 'luxembourg', label });
  });

  it('ignores the label text in Belgian regions', () => {
    expect(energyLabel({ region: 'flanders', value: 50, labelText: 'G' })).toEqual({ scheme: 'flanders', label: 'a' });
    expect(energyLabel({ region: 'flanders', value: null, labelText: 'G' })).toBeNull();
  });
});

describe('scales', () => {
  it.each([
    ['flanders', FLANDERS_BANDS],
    ['brussels', BRUSSELS_BANDS],
    ['wallonia', WALLONIA_BANDS],
  ] as const)('%s bands rise strictly and end open', (scheme, bands) => {
    const maxima = bands.map((band) => band.max);
    expect(maxima.every((max, i) => i === 0 || max > (maxima[i - 1] ?? Infinity))).toBe(true);
    expect(maxima.at(-1)).toBe(Infinity);
    expect(ENERGY_SCALES[scheme]).toEqual(bands.map((band) => band.label));
  });

  it.each([
    ['flanders', ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f']],
    ['wallonia', ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g']],
    ['luxembourg', ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']],
  ] as const)('%s scale is ordered best first', (scheme, labels) => {
    expect(ENERGY_SCALES[scheme]).toEqual(labels);
  });

  it('brussels scale has 19 labels from a_plus to g', () => {
    expect(ENERGY_SCALES.brussels).toHaveLength(19);
    expect(ENERGY_SCALES.brussels[0]).toBe('a_plus');
    expect(ENERGY_SCALES.brussels.at(-1)).toBe('g');
    expect(ENERGY_SCALES.luxembourg).toBe(LUXEMBOURG_LABELS);
  });
});

describe('energyLabelDisplay', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['a_sub', 'A-'],
    ['b_plus', 'B+'],
    ['b_sub', 'B-'],
    ['c_plus', 'C+'],
    ['g', 'G'],
  ])('%j → %j', (label, text) => {
    expect(energyLabelDisplay(label)).toBe(text);
  });

  it.each(['A+', 'I', 'weird_label', ''])('shows %j, no label of the scales, as it is', (label) => {
    expect(energyLabelDisplay(label)).toBe(label);
  });
});

describe('needsFlemishRenovation', () => {
  it.each<[Region | null | undefined, string | null | undefined, boolean]>([
    ['flanders', 'e', true],
    ['flanders', 'f', true],
    ['flanders', 'd', false],
    ['flanders', 'a_plus', false],
    ['flanders', 'E', false],
    ['flanders', null, false],
    ['flanders', undefined, false],
    ['brussels', 'e', false],
    ['brussels', 'f', false],
    ['brussels', 'g', false],
    ['wallonia', 'e', false],
    ['wallonia', 'f', false],
    ['luxembourg', 'E', false],
    [null, 'e', false],
    [undefined, 'f', false],
  ])('%s / %j → %s', (region, label, expected) => {
    expect(needsFlemishRenovation(region, label)).toBe(expected);
  });

  it('follows from the computed Flemish label at the E/F boundaries', () => {
    expect(needsFlemishRenovation('flanders', labelOf('flanders', 400) ?? undefined)).toBe(false);
    expect(needsFlemishRenovation('flanders', labelOf('flanders', 401) ?? undefined)).toBe(true);
    expect(needsFlemishRenovation('flanders', labelOf('flanders', 600) ?? undefined)).toBe(true);
  });
});

describe('energyCeiling: the highest value whose label is a letter or better', () => {
  it.each<[EnergyLetter, number, number, number]>([
    // letter, Flanders, Brussels (its – band), Wallonia
    ['a', 100, 45, 85],
    ['b', 200, 95, 170],
    ['c', 300, 150, 255],
    ['d', 400, 210, 340],
    ['e', 500, 275, 425],
    ['f', Infinity, 345, 510],
  ])('%s: Flanders %d, Brussels %d, Wallonia %d', (letter, flanders, brussels, wallonia) => {
    expect(energyCeiling('flanders', letter)).toBe(flanders);
    expect(energyCeiling('brussels', letter)).toBe(brussels);
    expect(energyCeiling('wallonia', letter)).toBe(wallonia);
  });

  it('agrees with energyLabel at every value around every bound', () => {
    const values = [
      -10,
      ...[...FLANDERS_BANDS, ...BRUSSELS_BANDS, ...WALLONIA_BANDS].flatMap(({ max }) =>
        Number.isFinite(max) ? [max - 0.5, max, max + 0.01, max + 1] : [],
      ),
      9999,
    ];
    for (const region of ['flanders', 'brussels', 'wallonia'] as const) {
      for (const letter of ENERGY_LETTERS) {
        for (const value of values) {
          const label = labelOf(region, value) ?? '';
          expect(value <= energyCeiling(region, letter), `${region} ${letter} ${value} (${label})`).toBe(
            label.charAt(0) <= letter,
          );
        }
      }
    }
  });
});

describe('luxembourgLabelsUpTo', () => {
  it.each<[EnergyLetter, string[]]>([
    ['a', ['A+', 'A']],
    ['c', ['A+', 'A', 'B', 'C']],
    ['f', ['A+', 'A', 'B', 'C', 'D', 'E', 'F']],
  ])('%s → %j', (letter, labels) => {
    expect(luxembourgLabelsUpTo(letter)).toEqual(labels);
    expect(labels.every((label) => LUXEMBOURG_LABELS.includes(label as (typeof LUXEMBOURG_LABELS)[number]))).toBe(true);
  });
});
