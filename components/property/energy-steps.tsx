'use client';

import clsx from 'clsx';

// The usual EPC colours, dark green to dark red; text colour chosen for AA contrast on each.
const COLOURS: Record<string, string> = {
  'A++': 'bg-[#0b4f24] text-white',
  'A+': 'bg-[#126b2f] text-white',
  A: 'bg-[#1a7f37] text-white',
  B: 'bg-[#3a7d1e] text-white',
  C: 'bg-[#c2d62e] text-ink',
  D: 'bg-[#f5d40f] text-ink',
  E: 'bg-[#f29a1d] text-ink',
  F: 'bg-[#c0441a] text-white',
  G: 'bg-[#b3171d] text-white',
  H: 'bg-[#8a1116] text-white',
  I: 'bg-[#6b0d11] text-white',
};

// A+ and A++ have their own colour; B+, B and B- share B's.
function colour(display: string): string {
  return COLOURS[display] ?? COLOURS[display.charAt(0)] ?? 'bg-ink text-white';
}

/**
 * The bars of an EPC scale, best first, with the property's class marked. A client component only
 * to keep the page light: the scale travels as its class names instead of as a tree of elements.
 */
export function EnergySteps({ steps, active }: { steps: string[]; active: number }) {
  const compact = steps.length > 12;
  return (
    <ol aria-hidden="true" className={clsx('energy-steps', compact ? 'gap-px' : 'gap-1')}>
      {steps.map((display, index) => (
        <li key={display} data-active={index === active || undefined}>
          <span
            className={clsx(
              'energy-bar',
              compact ? 'energy-bar-compact' : 'h-7 text-sm',
              colour(display),
              index === active && 'ring-2 ring-ink ring-offset-1',
            )}
            // Widest bar at 80 %: the marker beside the worst class still fits.
            style={{ width: `${35 + (45 * index) / Math.max(steps.length - 1, 1)}%` }}
          >
            {display}
          </span>
          {index === active && (
            <span className="flex items-center gap-1 text-sm font-bold whitespace-nowrap text-ink">
              <span className="text-lg leading-none">◀</span>
              {display}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
