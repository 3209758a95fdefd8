import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, readableTextOn } from '@/lib/domain/contrast';

describe('contrast', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#fff', 1],
    ['#FFFFFF', 1],
    ['not a colour', null],
    ['#12345', null],
    ['rgb(0,0,0)', null],
  ])('luminance(%s) = %s', (hex, expected) => {
    const value = luminance(hex);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 5);
  });

  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f4c5c', '#0f4c5c')).toBeCloseTo(1, 5);
  });

  it.each([
    ['#0f4c5c', 'light'],
    ['#082a33', 'light'],
    ['#b3171d', 'light'],
    ['#faf6ee', 'dark'],
    ['#f5d40f', 'dark'],
    ['#ffffff', 'dark'],
    ['garbage', 'dark'],
  ] as const)('text on %s is %s', (background, expected) => {
    expect(readableTextOn(background)).toBe(expected);
  });
});
