// The badges on a card's picture and the photo count must read at WCAG AA (4.5:1) whatever the
// photo: each has its own background, from the theme's colours (app/theme.css).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/domain/contrast';
import type { PropertyBadge } from '@/lib/properties/badges';

const css = readFileSync('app/theme.css', 'utf8');
const colours = new Map([...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]));
const BADGES: PropertyBadge[] = ['sold', 'rented', 'option', 'new', 'reduced'];

/** The `bg-…` utility the rule of `selector` applies, as colour name and opacity (0–1). */
function background(selector: string): { name: string; opacity: number } {
  const rule = new RegExp(`${selector.replace('.', '\\.')}\\b[^{]*\\{\\s*@apply ([^;]+);`).exec(css);
  const match = /\bbg-([a-z]+(?:-\d+)?)(?:\/(\d+))?/.exec(rule?.[1] ?? '');
  if (!match?.[1]) throw new Error(`${selector} has no background`);
  return { name: match[1], opacity: match[2] ? Number(match[2]) / 100 : 1 };
}

/** `hex` at `opacity` over `under`, the colour the eye gets. */
function over(hex: string, opacity: number, under: string): string {
  const channels = (value: string) => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));
  const [top, bottom] = [channels(hex), channels(under)];
  const mixed = top.map((channel, index) => Math.round(channel * opacity + bottom[index]! * (1 - opacity)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

describe('card badges and photo count', () => {
  it.each(BADGES)('white text on the %s badge passes AA', (badge) => {
    const { name, opacity } = background(`.badge-${badge}`);
    expect(opacity).toBe(1);
    expect(contrastRatio('#ffffff', colours.get(name) ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the photo count passes AA over the lightest photo', () => {
    const { name, opacity } = background('.property-card-photos');
    const shown = over(colours.get(name) ?? '', opacity, '#ffffff');
    expect(contrastRatio('#ffffff', shown)).toBeGreaterThanOrEqual(4.5);
  });
});
