'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ViewsChart } from '@/components/owner/views-chart';
import { DataTable } from '@/components/ui/data-table';
import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';
import { formatDate } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import type { OwnerStats } from '@/lib/owner/queries';

const REFRESH_MS = 60_000;

async function fetchStats(property: string, signal: AbortSignal): Promise<OwnerStats> {
  const response = await fetch(`/api/owner/stats/?property=${property}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(String(response.status));
  return response.json() as Promise<OwnerStats>;
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold text-brand-800 tabular-nums">{value}</dd>
    </div>
  );
}

/** One part of the dashboard under its heading; `empty`, where given, says there is nothing to show yet. */
function Part({
  empty = false,
  children,
  ...part
}: Pick<TitledSectionProps, 'id' | 'title' | 'children'> & { empty?: string | false }) {
  return (
    <TitledSection {...part} headingClassName="mb-4 text-2xl font-semibold">
      {empty === false ? children : <p className="text-muted">{empty}</p>}
    </TitledSection>
  );
}

function Figures({
  property,
  initial,
  titles,
}: {
  property: string;
  initial: OwnerStats;
  titles: Record<number, string>;
}) {
  const t = useTranslations('OwnerPortal');
  const locale = useLocale() as Locale;
  // Read on the server for the first paint; refreshed here so an open portal stays current.
  const { data: stats } = useQuery({
    queryKey: ['owner-stats', property],
    queryFn: ({ signal }) => fetchStats(property, signal),
    initialData: initial,
    refetchInterval: REFRESH_MS,
  });
  const date = (iso: string) => formatDate(new Date(iso), locale, { dateStyle: 'medium' });
  // CRM and form codes ("visit", "confirmed", "zimmo"…) read as words; a code the CRM adds later,
  // with no label yet, reads as plain words rather than as a code ("follow-up" → "Follow up").
  const label = (group: 'kinds' | 'statuses' | 'sources', code: string) => {
    const key = `${group}.${code}` as 'kinds.visit';
    if (t.has(key)) return t(key);
    const words = code.replace(/[-_]+/g, ' ').trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
  const showProperty = stats.propertyId === null;

  return (
    <div className="flex flex-col gap-10">
      <Part id="visits-title" title={t('visitsTitle')}>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <Counter label={t('today')} value={stats.views.today} />
          <Counter label={t('week')} value={stats.views.week} />
          <Counter label={t('month')} value={stats.views.month} />
          <Counter label={t('total')} value={stats.views.total} />
          <Counter label={t('waitingDemands')} value={stats.waitingDemands} />
        </dl>
        <p className="mt-2 text-sm text-muted">{t('waitingDemandsHint')}</p>
        <div className="mt-6">
          <ViewsChart series={stats.views.series} />
        </div>
      </Part>

      <Part id="history-title" title={t('historyTitle')} empty={stats.history.length === 0 && t('historyEmpty')}>
        <DataTable
          caption={t('historyTitle')}
          className="w-full min-w-[44rem] text-left text-sm"
          headings={[
            t('date'),
            ...(showProperty ? [t('property')] : []),
            t('type'),
            t('contact'),
            t('subject'),
            t('comment'),
            t('status'),
            t('source'),
          ]}
          headingClassName="py-2 pr-3"
          lastHeadingClassName="py-2"
        >
          {stats.history.map((entry) => (
            <tr key={entry.id} className="border-b border-line align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{date(entry.date)}</td>
              {showProperty && <td className="py-2 pr-3">{titles[entry.propertyId] ?? '—'}</td>}
              <td className="py-2 pr-3">{label('kinds', entry.type)}</td>
              <td className="py-2 pr-3">{entry.contact}</td>
              <td className="py-2 pr-3">{entry.subject ?? label('kinds', entry.type)}</td>
              <td className="py-2 pr-3">{entry.comment ?? ''}</td>
              <td className="py-2 pr-3">{label('statuses', entry.status)}</td>
              <td className="py-2">{label('sources', entry.source)}</td>
            </tr>
          ))}
        </DataTable>
      </Part>

      <Part
        id="appointments-title"
        title={t('appointmentsTitle')}
        empty={stats.appointments.length === 0 && t('appointmentsEmpty')}
      >
        <ul className="flex flex-col gap-2">
          {stats.appointments.map((appointment) => (
            <li key={appointment.id} className="rounded-md border border-line bg-white p-3">
              <p className="font-semibold">
                {formatDate(new Date(appointment.startsAt), locale, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                {label('statuses', appointment.status)}
              </p>
              <p>{titles[appointment.propertyId] ?? t('propertyUnknown')}</p>
              <p className="text-muted">{t('visitor', { name: appointment.visitor ?? t('visitorUnknown') })}</p>
            </li>
          ))}
        </ul>
      </Part>

      <Part id="media-title" title={t('mediaTitle')} empty={stats.publications.length === 0 && t('mediaEmpty')}>
        <DataTable
          caption={t('mediaTitle')}
          className="w-full min-w-[32rem] text-left text-sm"
          headings={[t('portal'), ...(showProperty ? [t('property')] : []), t('publishedAt'), t('portalViews')]}
          headingClassName="py-2 pr-3"
          lastHeadingClassName="py-2 text-right"
        >
          {stats.publications.map((publication) => (
            <tr key={publication.id} className="border-b border-line">
              <td className="py-2 pr-3">
                <a
                  href={publication.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline"
                >
                  {publication.portal}
                  <span className="sr-only"> ({t('opensInNewTab')})</span>
                </a>
              </td>
              {showProperty && <td className="py-2 pr-3">{titles[publication.propertyId] ?? '—'}</td>}
              <td className="py-2 pr-3">{publication.publishedAt ? date(publication.publishedAt) : '—'}</td>
              <td className="py-2 text-right tabular-nums">{publication.views ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      </Part>
    </div>
  );
}

export function OwnerDashboard(props: { property: string; initial: OwnerStats; titles: Record<number, string> }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: REFRESH_MS / 2 } } }));
  return (
    <QueryClientProvider client={client}>
      <Figures {...props} />
    </QueryClientProvider>
  );
}
