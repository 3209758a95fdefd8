export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export const TABLET_MIN_WIDTH = 767;
export const DESKTOP_MIN_WIDTH = 1280;

/** Device class by viewport width (spec §4); an unknown width is treated as mobile first. */
export function deviceClass(width: number): DeviceClass {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}
