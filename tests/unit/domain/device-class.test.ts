import { describe, expect, it } from 'vitest';
import { deviceClass, type DeviceClass } from '@/lib/domain/device-class';

describe('deviceClass', () => {
  it.each<[number, DeviceClass]>([
    [0, 'mobile'],
    [320, 'mobile'],
    [766, 'mobile'],
    [766.9, 'mobile'],
    [767, 'tablet'],
    [768, 'tablet'],
    [960, 'tablet'],
    [1279, 'tablet'],
    [1279.5, 'tablet'],
    [1280, 'desktop'],
    [1920, 'desktop'],
    [Number.POSITIVE_INFINITY, 'desktop'],
    [-1, 'mobile'],
    [Number.NaN, 'mobile'],
  ])('%d px → %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected);
  });
});
