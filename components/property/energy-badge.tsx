import { getTranslations } from 'next-intl/server';
import { energyLabel, energyLabelDisplay } from '@/lib/domain/energy-label';
import { regionFromPostcode } from '@/lib/domain/region';

// Colours of the EPC scale, green to red; text colour chosen for AA contrast on each.
const LABEL_COLOURS: Record<string, string> = {
  a: 'bg-[#1a7f37] text-white',
  b: 'bg-[#3a7d1e] text-white',
  c: 'bg-[#c2d62e] text-ink',
  d: 'bg-[#f5d40f] text-ink',
  e: 'bg-[#f29a1d] text-ink',
  f: 'bg-[#c0441a] text-white',
  g: 'bg-[#b3171d] text-white',
};

function colourFor(label: string) {
  return LABEL_COLOURS[label.charAt(0).toLowerCase()] ?? 'bg-[#8a1116] text-white';
}

/** The EPC label of a property, or nothing when the data cannot give a certain one. */
export async function EnergyBadge({
  zip,
  countryId,
  energyPerformance,
  epcLabelText,
}: {
  zip: string;
  countryId: number;
  energyPerformance: number | null;
  epcLabelText: string | null;
}) {
  const label = energyLabel({
    region: regionFromPostcode(zip, countryId),
    value: energyPerformance,
    labelText: epcLabelText,
  });
  if (!label) return null;
  const t = await getTranslations('Energy');
  const text = energyLabelDisplay(label.label);
  return (
    <span className={`energy-badge ${colourFor(text)}`} title={t('label', { label: text })}>
      <span className="sr-only">{t('label', { label: text })}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
