import type { Prisma } from '@/generated/prisma/client';
import { energyCeiling, luxembourgLabelsUpTo, type EnergyLetter } from '@/lib/domain/energy-label';
import { REGIONS, regionFromPostcode, type Region } from '@/lib/domain/region';

// An energy label is read on the property's own regional scale (docs/domain-rules.md, energy
// labels): "C or better" is up to 150 kWh/m² in Brussels, 255 in Wallonia, 300 in Flanders, and
// classes A+ to C in Luxembourg. The region is its town's, as on the property page.

export type Town = { id: number; zip: string; countryId: number };

function labelCondition(region: Region, letter: EnergyLetter): Prisma.PropertyWhereInput {
  if (region === 'luxembourg') {
    const labels = luxembourgLabelsUpTo(letter);
    // energyLabel reads the class in any case ("a+" is A+); the database compares as sent.
    return { epcLabelText: { in: [...labels, ...labels.map((label) => label.toLowerCase())] } };
  }
  const ceiling = energyCeiling(region, letter);
  return { energyPerformance: ceiling === Infinity ? { not: null } : { lte: ceiling } };
}

/**
 * Properties whose energy label is `letter` or better. Without a value, or in a town of no
 * region, a property has no label (never a wrong one) and is not listed.
 */
export function energyWhere(towns: readonly Town[], letter: EnergyLetter): Prisma.PropertyWhereInput {
  const branches = REGIONS.flatMap((region) => {
    const ids = towns.filter((town) => regionFromPostcode(town.zip, town.countryId) === region).map((town) => town.id);
    return ids.length > 0 ? [{ cityId: { in: ids }, ...labelCondition(region, letter) }] : [];
  });
  // Prisma reads an empty OR as no condition at all.
  return branches.length > 0 ? { OR: branches } : { id: { in: [] } };
}
