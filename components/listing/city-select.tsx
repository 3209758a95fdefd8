'use client';

import type { SelectHTMLAttributes } from 'react';
import { cityParam } from '@/lib/listing/listing-params';

/** [name, zip, count] */
export type CityOption = [string, string, number];

/**
 * The town filter. A client component only to keep the page light: a large catalogue lists a
 * thousand towns, which travel once as compact data instead of as a tree of elements.
 */
export function CitySelect({
  cities,
  allLabel,
  ...select
}: { cities: CityOption[]; allLabel: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...select}>
      <option value="">{allLabel}</option>
      {cities.map(([name, zip, count]) => (
        <option key={cityParam({ name, zip })} value={cityParam({ name, zip })}>
          {`${name} – ${zip} (${count})`}
        </option>
      ))}
    </select>
  );
}
