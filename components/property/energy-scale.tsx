import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { ENERGY_SCALES, energyLabelDisplay, type EnergyLabel } from '@/lib/domain/energy-label';

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
 * The region's whole EPC scale (Flanders A+–F, Brussels A+–G with its + and − steps, Wallonia
 * A++–G, Luxembourg A+–I) with this property's class marked, as on the certificate itself.
 */
export async function EnergyScale({ label }: { label: EnergyLabel }) {
  const t = await getTranslations('PropertyEnergy');
  const scale = ENERGY_SCALES[label.scheme];
  const current = energyLabelDisplay(label.label);
  const compact = scale.length > 12;
  return (
    // One image to assistive technology (a figure with a caption may not take a role): its label
    // says the whole scale in words.
    <div
      role="img"
      aria-label={t('scaleDescription', {
        scheme: t(`schemes.${label.scheme}`),
        label: current,
        best: energyLabelDisplay(scale[0] ?? ''),
        worst: energyLabelDisplay(scale.at(-1) ?? ''),
      })}
      data-energy-scheme={label.scheme}
      data-energy-label={current}
      className="w-full max-w-sm print:break-inside-avoid"
    >
      <p aria-hidden="true" className="mb-2 text-sm font-semibold text-muted">
        {t(`schemes.${label.scheme}`)}
      </p>
      <ol aria-hidden="true" className={clsx('flex flex-col', compact ? 'gap-px' : 'gap-1')}>
        {scale.map((step, index) => {
          const display = energyLabelDisplay(step);
          const active = step === label.label;
          return (
            <li key={step} className="flex items-center gap-2" data-active={active || undefined}>
              <span
                className={clsx(
                  'flex items-center rounded-r-full pl-2 font-bold [print-color-adjust:exact]',
                  compact ? 'h-4 text-[0.7rem] leading-none' : 'h-7 text-sm',
                  colour(display),
                  active && 'ring-2 ring-ink ring-offset-1',
                )}
                // Widest bar at 80 %: the marker beside the worst class still fits.
                style={{ width: `${35 + (45 * index) / Math.max(scale.length - 1, 1)}%` }}
              >
                {display}
              </span>
              {active && (
                <span className="flex items-center gap-1 text-sm font-bold whitespace-nowrap text-ink">
                  <span className="text-lg leading-none">◀</span>
                  {current}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
