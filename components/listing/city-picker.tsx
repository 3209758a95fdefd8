'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { cityParam, compareCities, MAX_CITIES, type CityFilter } from '@/lib/listing/city-param';

/** [name, zip, count] */
export type CityOption = [string, string, number];

const optionValue = ([name, zip]: CityOption) => cityParam({ name, zip });
const optionText = ([name, zip, count]: CityOption) => `${name} – ${zip} (${count})`;
const tokenText = (city: CityFilter) => `${city.name} (${city.zip})`;

type PickerProps = {
  id: string;
  /** Every town offered, the chosen ones among them. */
  cities: CityOption[];
  /** The chosen towns, in canonical order. */
  chosen: CityFilter[];
  /** The ids of the messages saying the URL's towns could not all be read. */
  describedBy?: string;
};

/**
 * The town filter, several towns at once (`city` repeated, at most MAX_CITIES). Without
 * JavaScript: check boxes in a disclosure, sent with the plain GET form. With it: the chosen towns
 * as removable tokens and a select that adds one. A client component also to keep the page light:
 * a large catalogue lists a thousand towns, which travel once as compact data instead of as a tree
 * of elements.
 */
export function CityPicker(props: PickerProps) {
  return useHydrated() ? <CityTokens {...props} /> : <CityCheckboxes {...props} />;
}

function CityCheckboxes({ id, cities, chosen, describedBy }: PickerProps) {
  const t = useTranslations('CityPicker');
  const chosenValues = new Set(chosen.map(cityParam));
  const isChosen = (city: CityOption) => chosenValues.has(optionValue(city));
  // The chosen towns first: among a thousand, they would be hard to find again.
  const ordered = [...cities.filter(isChosen), ...cities.filter((city) => !isChosen(city))];
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      className="filter-field col-span-2 sm:col-span-1"
    >
      <span id={`${id}-label`} className="text-sm font-semibold">
        {t('label')}
      </span>
      <details className="group">
        <summary className="filter-control flex cursor-pointer list-none items-center justify-between gap-2">
          {chosen.length > 0 ? t('chosenCount', { count: chosen.length }) : t('all')}
          <span aria-hidden="true" className="filter-group-chevron">
            ›
          </span>
        </summary>
        {/* Plain labels, styled by the container: a listing offers every town it has, each once per page. */}
        <div className="town-choices">
          {ordered.map((city) => (
            <label key={optionValue(city)}>
              <input type="checkbox" name="city" value={optionValue(city)} defaultChecked={isChosen(city)} />
              {optionText(city)}
            </label>
          ))}
        </div>
      </details>
    </div>
  );
}

type Change = 'added' | 'removed';

function CityTokens({ id, cities, chosen: given, describedBy }: PickerProps) {
  const t = useTranslations('CityPicker');
  const select = useRef<HTMLSelectElement>(null);
  const [chosen, setChosen] = useState(given);
  // A navigation the picker did not make (a chip removed, the back button) brings other towns.
  const givenKey = given.map(cityParam).join('\n');
  const [shownKey, setShownKey] = useState(givenKey);
  if (shownKey !== givenKey) {
    setShownKey(givenKey);
    setChosen(given);
  }
  // The form is sent once its hidden fields hold the new choice, which the listing enhancer turns
  // into a navigation. A removed token took the focus with it: it goes to the select.
  const change = useRef<Change | null>(null);
  useEffect(() => {
    if (change.current === 'removed') select.current?.focus();
    if (change.current) select.current?.form?.requestSubmit();
    change.current = null;
  }, [chosen]);
  const choose = (next: CityFilter[], why: Change) => {
    change.current = why;
    setChosen(next);
  };

  const chosenValues = new Set(chosen.map(cityParam));
  const full = chosen.length >= MAX_CITIES;
  const limitId = `${id}-limit`;
  return (
    <div className="filter-field col-span-2 sm:col-span-1">
      <label htmlFor={id}>{t('label')}</label>
      {chosen.length > 0 && (
        <ul aria-label={t('chosen')} className="flex flex-wrap gap-2">
          {chosen.map((city) => (
            <li key={cityParam(city)}>
              <input type="hidden" name="city" value={cityParam(city)} />
              <button
                type="button"
                aria-label={t('remove', { city: tokenText(city) })}
                onClick={() =>
                  choose(
                    chosen.filter((other) => cityParam(other) !== cityParam(city)),
                    'removed',
                  )
                }
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 text-sm font-medium text-brand-900 hover:bg-brand-100"
              >
                {tokenText(city)}
                <span aria-hidden="true" className="text-lg leading-none">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <select
        ref={select}
        id={id}
        value=""
        disabled={full}
        aria-describedby={[describedBy, full && limitId].filter(Boolean).join(' ') || undefined}
        aria-invalid={describedBy ? true : undefined}
        className="filter-control"
        onChange={(event) => {
          // The listing enhancer applies a changed select at once, before the new town is among
          // the form's fields: this one sends the form itself.
          event.stopPropagation();
          const city = cities.find((option) => optionValue(option) === event.target.value);
          if (city) choose([...chosen, { name: city[0], zip: city[1] }].sort(compareCities), 'added');
        }}
      >
        <option value="">{chosen.length > 0 ? t('add') : t('all')}</option>
        {cities
          .filter((city) => !chosenValues.has(optionValue(city)))
          .map((city) => (
            <option key={optionValue(city)} value={optionValue(city)}>
              {optionText(city)}
            </option>
          ))}
      </select>
      {full && (
        <p id={limitId} className="text-sm text-muted">
          {t('limit', { max: MAX_CITIES })}
        </p>
      )}
    </div>
  );
}
