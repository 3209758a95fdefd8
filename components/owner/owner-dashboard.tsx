'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ViewsChart } from '@/components/owner/views-chart';
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
  const format = useFormatter();
  // Read on the server for the first paint; refreshed here so an open portal stays current.
  const { data: stats } = useQuery({
    queryKey: ['owner-stats', property],
    queryFn: ({ signal }) => fetchStats(property, signal),
    initialData: initial,
    refetchInterval: REFRESH_MS,
  });
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
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
      <section aria-labelledby="visits-title">
        <h2 id="visits-title" className="mb-4 text-2xl font-semibold">
          {t('visitsTitle')}
        </h2>
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
      </section>

      <section aria-labelledby="history-title">
        <h2 id="history-title" className="mb-4 text-2xl font-semibold">
          {t('historyTitle')}
        </h2>
        {stats.history.length === 0 ? (
          <p className="text-muted">{t('historyEmpty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{t('historyTitle')}</caption>
              <thead>
                <tr className="border-b-2 border-brand-700">
                  <th scope="col" className="py-2 pr-3">
                    {t('date')}
                  </th>
                  {showProperty && (
                    <th scope="col" className="py-2 pr-3">
                      {t('property')}
                    </th>
                  )}
                  <th scope="col" className="py-2 pr-3">
                    {t('type')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('contact')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('subject')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('comment')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('status')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('source')}
                  </th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="appointments-title">
        <h2 id="appointments-title" className="mb-4 text-2xl font-semibold">
          {t('appointmentsTitle')}
        </h2>
        {stats.appointments.length === 0 ? (
          <p className="text-muted">{t('appointmentsEmpty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {stats.appointments.map((appointment) => (
              <li key={appointment.id} className="rounded-md border border-line bg-white p-3">
                <p className="font-semibold">
                  {format.dateTime(new Date(appointment.startsAt), { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                  {label('statuses', appointment.status)}
                </p>
                <p>{titles[appointment.propertyId] ?? t('propertyUnknown')}</p>
                <p className="text-muted">{t('visitor', { name: appointment.visitor ?? t('visitorUnknown') })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="media-title">
        <h2 id="media-title" className="mb-4 text-2xl font-semibold">
          {t('mediaTitle')}
        </h2>
        {stats.publications.length === 0 ? (
          <p className="text-muted">{t('mediaEmpty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">{t('mediaTitle')}</caption>
              <thead>
                <tr className="border-b-2 border-brand-700">
                  <th scope="col" className="py-2 pr-3">
                    {t('portal')}
                  </th>
                  {showProperty && (
                    <th scope="col" className="py-2 pr-3">
                      {t('property')}
                    </th>
                  )}
                  <th scope="col" className="py-2 pr-3">
                    {t('publishedAt')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('portalViews')}
                  </th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </div>
        )}
      </section>
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
