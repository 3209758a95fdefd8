// WCAG 2.x relative luminance and contrast, used to pick readable text on CMS-chosen colours.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rgb or #rrggbb colour, or null when it is not one. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether white or the ink colour reads better on `background` (ink when the colour is unknown). */
export function readableTextOn(background: string, ink = '#1d2a30'): 'light' | 'dark' {
  const onWhite = contrastRatio(background, '#ffffff');
  const onInk = contrastRatio(background, ink);
  if (onWhite === null || onInk === null) return 'dark';
  return onWhite > onInk ? 'light' : 'dark';
}
