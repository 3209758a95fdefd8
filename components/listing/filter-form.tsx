import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FieldFrame } from '@/components/forms/field-kit';
import { ChoiceList, type Choice } from '@/components/listing/choice-list';
import { TownField } from '@/components/listing/town-field';
import { ENERGY_LETTERS, energyLabelDisplay } from '@/lib/domain/energy-label';
import { getPathname, Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { Facets } from '@/lib/listing/facets';
import { FEATURES, type Feature } from '@/lib/listing/features';
import { RECENT_CHANGES, type RecentChange } from '@/lib/listing/recent-changes';
import {
  DEFAULT_FILTERS,
  hasCriteria,
  listingQuery,
  type FilterIssue,
  type ListingFilters,
} from '@/lib/listing/listing-params';
import type { FilterKey } from '@/lib/listing/filter-keys';
import { PROVINCES_BY_REGION, REGION_ZONES, type Zone } from '@/lib/listing/zones';
import type { Goal } from '@/lib/properties/goal';
import { listingPathname } from '@/lib/properties/goal';

export const FILTER_FORM_ID = 'listing-filters';
const BEDROOM_CHOICES = [1, 2, 3, 4, 5];
/** The price range's two fields, with their ids. */
const PRICE_BOUNDS = [
  ['priceMin', 'filter-price-min'],
  ['priceMax', 'filter-price-max'],
] as const;

/** The id of an issue's message, so the field it concerns can point to it. */
export const issueId = (issue: FilterIssue) => `listing-issue-${issue}`;

/** A row of check boxes under one legend, among "more criteria"; none when no box is offered. */
function ChoiceFieldset({
  name,
  legend,
  issues,
  choices,
}: {
  name: 'feature' | 'recent';
  legend: string;
  issues: FilterIssue[];
  choices: Choice[];
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="col-span-2" aria-describedby={issues.includes(name) ? issueId(name) : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <ChoiceList name={name} className="flex flex-wrap gap-x-6" choices={choices} />
    </fieldset>
  );
}

/** A filter: the family's field frame, with the listing's compact label. */
function FilterField({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  // Labels of different lengths wrap differently; the controls stay aligned at the bottom.
  return (
    <FieldFrame
      id={id}
      label={label}
      className={clsx('filter-field', wide && 'col-span-2 sm:col-span-1')}
      labelClassName={null}
    >
      {children}
    </FieldFrame>
  );
}

/** The attributes that point a control to the messages of its issues (none when it has none). */
type Invalid = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A whole number typed (a price, a surface), shown as typed when it could not be read. */
function NumberFilter({
  id,
  name,
  label,
  value,
  invalid,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  invalid: Invalid;
}) {
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={value}
        className="filter-control"
        {...invalid}
      />
    </FilterField>
  );
}

/** A choice in a list whose first option, empty, leaves the criterion out. */
function SelectFilter({
  id,
  name,
  label,
  wide,
  value,
  any,
  options,
  invalid,
}: {
  id: string;
  name: string;
  label: string;
  wide?: boolean;
  value: string | number;
  /** The empty option's text ("all types"). */
  any: string;
  options: { value: string | number; label: string }[];
  invalid: Invalid;
}) {
  return (
    <FilterField id={id} label={label} wide={wide}>
      <select id={id} name={name} defaultValue={value} className="filter-control" {...invalid}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** Criteria folded under a title, with how many are chosen beside it; open while some are. */
function FilterGroup({
  title,
  count,
  open,
  className,
  children,
}: {
  title: string;
  count: string | null;
  open: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <details className={clsx('group filter-group', className)} open={open}>
      <summary>
        <span aria-hidden="true" className="filter-group-chevron">
          ›
        </span>
        {title}
        {count !== null && <span className="font-normal text-muted">({count})</span>}
      </summary>
      {children}
    </details>
  );
}

/**
 * The listing's filters as a plain GET form: it works without JavaScript, and every result set
 * it produces has its own URL. Only towns, types and regions with properties are offered.
 */
export async function FilterForm({
  locale,
  goal,
  filters,
  issues,
  raw,
  facets,
}: {
  locale: Locale;
  goal: Goal;
  filters: ListingFilters;
  issues: FilterIssue[];
  /** What the visitor typed, shown again in a field whose value could not be read. */
  raw: Partial<Record<FilterKey, string>>;
  facets: Facets;
}) {
  const t = await getTranslations('ListingFilters');
  const pathname = listingPathname(goal);
  const invalid = (issue: FilterIssue, also?: FilterIssue): Invalid => {
    const found = [issue, also].filter((key): key is FilterIssue => !!key && issues.includes(key));
    return found.length > 0 ? { 'aria-invalid': true, 'aria-describedby': found.map(issueId).join(' ') } : {};
  };
  const numberValue = (key: 'priceMin' | 'priceMax' | 'surfaceMin', value: number | null) =>
    raw[key] ?? (value === null ? '' : String(value));

  const townIssues = issues.filter((issue) => issue === 'city' || issue === 'cityCount');
  const zoneCount = (zone: Zone) => facets.zones[zone] ?? 0;
  const zoneShown = (zone: Zone) => zoneCount(zone) > 0 || filters.regions.includes(zone);
  const zoneChoice = (zone: Zone, children: Choice[] = []): Choice => [
    zone,
    t('option', { name: t(`zones.${zone}`), count: zoneCount(zone) }),
    filters.regions.includes(zone),
    children,
  ];
  // Like towns and regions, a feature no property has is not offered.
  const featureShown = (feature: Feature) => facets.features[feature] > 0 || filters.features.includes(feature);
  const recentShown = (change: RecentChange) => facets.recent[change] > 0 || filters.recent.includes(change);
  /** A box among "more criteria": its name with how many properties have it, ticked or not. */
  const countedChoice = (value: string, name: string, count: number, chosen: boolean): Choice => [
    value,
    t('option', { name, count }),
    chosen,
  ];
  const moreChoices = [
    [
      'feature',
      t('features'),
      FEATURES.filter(featureShown).map((feature) =>
        countedChoice(feature, t(`feature.${feature}`), facets.features[feature], filters.features.includes(feature)),
      ),
    ],
    [
      'recent',
      t('recent'),
      RECENT_CHANGES.filter(recentShown).map((change) =>
        countedChoice(change, t(`recentChange.${change}`), facets.recent[change], filters.recent.includes(change)),
      ),
    ],
  ] as const;
  const datedShown = facets.dated > 0 || filters.available !== null;
  const moreChosen =
    filters.features.length + filters.recent.length + (filters.epc ? 1 : 0) + (filters.available ? 1 : 0);
  const moreIssue = (['feature', 'recent', 'epc', 'available'] as const).some((issue) => issues.includes(issue));

  return (
    <form
      id={FILTER_FORM_ID}
      action={getPathname({ href: pathname, locale })}
      method="get"
      aria-labelledby={`${FILTER_FORM_ID}-heading`}
      className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${FILTER_FORM_ID}-heading`} className="mb-4 text-lg font-semibold">
        {t('heading')}
      </h2>
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {filters.view !== 'list' && <input type="hidden" name="view" value={filters.view} />}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <TownField
          goal={goal}
          filters={filters}
          facets={facets}
          describedBy={townIssues.length > 0 ? townIssues.map(issueId).join(' ') : undefined}
        />
        <SelectFilter
          id="filter-type"
          name="type"
          label={t('type')}
          wide
          value={filters.type ?? ''}
          any={t('typeAll')}
          options={facets.types
            .filter((type) => type.count > 0 || type.webId === filters.type)
            .map((type) => ({ value: type.webId, label: t('option', type) }))}
          invalid={invalid('type')}
        />
        {PRICE_BOUNDS.map(([name, id]) => (
          <NumberFilter
            key={name}
            id={id}
            name={name}
            label={t(name)}
            value={numberValue(name, filters[name])}
            invalid={invalid(name, 'priceRange')}
          />
        ))}
        <SelectFilter
          id="filter-bedrooms"
          name="bedrooms"
          label={t('bedrooms')}
          value={filters.bedrooms ?? ''}
          any={t('bedroomsAny')}
          options={[...new Set([...BEDROOM_CHOICES, filters.bedrooms ?? 1])]
            .sort((a, b) => a - b)
            .map((count) => ({ value: count, label: t('bedroomsOption', { count }) }))}
          invalid={invalid('bedrooms')}
        />
        <NumberFilter
          id="filter-surface"
          name="surfaceMin"
          label={t('surfaceMin')}
          value={numberValue('surfaceMin', filters.surfaceMin)}
          invalid={invalid('surfaceMin')}
        />
        <FilterField id="filter-ref" label={t('ref')} wide>
          <input
            id="filter-ref"
            name="ref"
            autoComplete="off"
            placeholder={t('refHint')}
            defaultValue={raw.ref ?? filters.ref ?? ''}
            className="filter-control"
            {...invalid('ref')}
          />
        </FilterField>
        <div className="col-span-2 flex items-end sm:col-span-1">
          <button
            type="submit"
            className="min-h-11 flex-1 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('submit')}
          </button>
        </div>
      </div>
      <FilterGroup
        title={t('regions')}
        count={filters.regions.length > 0 ? t('regionsSelected', { count: filters.regions.length }) : t('regionsAll')}
        open={filters.regions.length > 0}
        className="mt-4"
      >
        <fieldset className="mt-2" aria-describedby={issues.includes('region') ? issueId('region') : undefined}>
          <legend className="sr-only">{t('regions')}</legend>
          <ChoiceList
            name="region"
            className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-4"
            choices={REGION_ZONES.filter(zoneShown).map((region) =>
              zoneChoice(
                region,
                PROVINCES_BY_REGION[region].filter(zoneShown).map((province) => zoneChoice(province)),
              ),
            )}
          />
        </fieldset>
      </FilterGroup>
      <FilterGroup
        title={t('more')}
        count={moreChosen > 0 ? t('moreSelected', { count: moreChosen }) : null}
        open={moreChosen > 0 || moreIssue}
        className="mt-2"
      >
        <div className="mt-2 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {moreChoices.map(([name, legend, choices]) => (
            <ChoiceFieldset key={name} name={name} legend={legend} issues={issues} choices={choices} />
          ))}
          <SelectFilter
            id="filter-epc"
            name="epc"
            label={t('epc')}
            value={filters.epc ?? ''}
            any={t('epcAny')}
            options={ENERGY_LETTERS.map((letter) => ({
              value: letter,
              label: t('epcOption', { label: energyLabelDisplay(letter) }),
            }))}
            invalid={invalid('epc')}
          />
          {datedShown && (
            <FilterField id="filter-available" label={t('available')}>
              <input
                id="filter-available"
                name="available"
                type="date"
                defaultValue={filters.available ?? ''}
                className="filter-control"
                {...invalid('available')}
              />
            </FilterField>
          )}
        </div>
      </FilterGroup>
      {hasCriteria(filters) && (
        <p className="mt-3">
          <Link
            href={{ pathname, query: listingQuery({ ...DEFAULT_FILTERS, sort: filters.sort, view: filters.view }) }}
            className="text-link"
          >
            {t('reset')}
          </Link>
        </p>
      )}
    </form>
  );
}
