'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { startsChecked, useBoundField } from '@/components/forms/bound-fields';
import { describedBy, FieldError, RequiredMark } from '@/components/forms/field-kit';
import { MAP_VIEW_BOX, MAP_ZONE_GROUPS, MAP_ZONES, ZONE_PATHS, type MapZone } from '@/lib/alerts/zone-map-shapes';

/**
 * Zones picked on a map of the Belgian provinces, Brussels and the Grand Duchy. The check boxes
 * are the form's real fields and the way in for keyboards and screen readers; the map is a
 * pointer shortcut mirroring them (hidden from assistive technology, which has the list).
 */
export function ZoneMap({ name }: { name: string }) {
  const { id, registration, error, start } = useBoundField(name);
  // The check boxes hold the choice; a click on the map clicks the zone's box, so the form sees
  // the same change either way, and the map shows what the boxes say.
  const boxes = useRef(new Map<MapZone, HTMLInputElement>());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(MAP_ZONES.filter((zone) => startsChecked(start, zone))),
  );
  const showChosen = () =>
    setChosen(new Set([...boxes.current].filter(([, box]) => box.checked).map(([zone]) => zone)));
  const t = useTranslations('DemandRegisterForm');
  const zoneName = useTranslations('ListingFilters');
  const [hovered, setHovered] = useState<MapZone | null>(null);

  return (
    <fieldset aria-describedby={describedBy(id, true, error)}>
      <legend className="mb-1 font-medium">
        {t('zones')}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-muted">
        {t('zonesHint')}
      </p>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="rounded-md border border-line bg-sand-50 p-2">
          <svg
            viewBox={MAP_VIEW_BOX}
            className="h-auto w-full touch-manipulation"
            aria-hidden="true"
            data-testid="zone-map"
            onMouseLeave={() => setHovered(null)}
          >
            {ZONE_PATHS.map(({ zone, d }) => (
              <path
                key={zone}
                d={d}
                data-zone={zone}
                data-selected={chosen.has(zone) || undefined}
                onClick={() => boxes.current.get(zone)?.click()}
                onMouseEnter={() => setHovered(zone)}
                strokeLinejoin="round"
                className={`cursor-pointer stroke-brand-900 stroke-[1.5] transition-colors ${
                  chosen.has(zone)
                    ? 'fill-brand-600 hover:fill-brand-700'
                    : hovered === zone
                      ? 'fill-brand-200'
                      : 'fill-white'
                }`}
              >
                <title>{zoneName(`zones.${zone}`)}</title>
              </path>
            ))}
          </svg>
          {/* What the pointer is over, for sighted mouse users; the list says the same to everyone. */}
          <figcaption aria-hidden="true" className="min-h-6 px-1 text-sm text-muted">
            {hovered ? zoneName(`zones.${hovered}`) : t('mapCaption')}
          </figcaption>
        </figure>
        <div className="grid gap-4">
          {MAP_ZONE_GROUPS.map((group) => (
            <div key={group.region}>
              {group.zones.length > 1 && (
                <p className="mb-1 text-sm font-semibold text-muted" id={`${id}-${group.region}`}>
                  {zoneName(`zones.${group.region}`)}
                </p>
              )}
              <ul className="grid gap-1" aria-labelledby={group.zones.length > 1 ? `${id}-${group.region}` : undefined}>
                {group.zones.map((zone) => (
                  <li key={zone}>
                    <label
                      className={`flex min-h-11 items-center gap-2 rounded-md border px-3 ${
                        hovered === zone ? 'border-brand-600 bg-brand-50' : 'border-line'
                      }`}
                    >
                      <input
                        type="checkbox"
                        value={zone}
                        {...registration}
                        defaultChecked={startsChecked(start, zone)}
                        ref={(box) => {
                          registration.ref(box);
                          if (box) boxes.current.set(zone, box);
                        }}
                        onChange={(event) => {
                          void registration.onChange(event);
                          showChosen();
                        }}
                        className="size-4 shrink-0 accent-brand-700"
                      />
                      {zoneName(`zones.${zone}`)}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
