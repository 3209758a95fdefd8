import { getTranslations } from 'next-intl/server';
import { EnergySteps } from '@/components/property/energy-steps';
import { ENERGY_SCALES, energyLabelDisplay, type EnergyLabel } from '@/lib/domain/energy-label';

/**
 * The region's whole EPC scale (Flanders A+–F, Brussels A+–G with its + and − steps, Wallonia
 * A++–G, Luxembourg A+–I) with this property's class marked, as on the certificate itself.
 */
export async function EnergyScale({ label }: { label: EnergyLabel }) {
  const t = await getTranslations('PropertyEnergy');
  const scale = ENERGY_SCALES[label.scheme];
  const current = energyLabelDisplay(label.label);
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
      <EnergySteps steps={scale.map(energyLabelDisplay)} active={scale.indexOf(label.label)} />
    </div>
  );
}
