'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';

type Point = { day: string; count: number };

/** The last 30 days of page visits, with the same figures as a table for screen readers and print. */
export function ViewsChart({ series }: { series: Point[] }) {
  const t = useTranslations('OwnerPortal');
  const locale = useLocale() as Locale;
  const dayLabel = (day: string) =>
    formatDate(new Date(`${day}T00:00:00Z`), locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

  return (
    <figure className="rounded-lg border border-line bg-white p-4">
      <figcaption className="mb-3 font-semibold">{t('chartTitle')}</figcaption>
      {/* The chart repeats the table below; assistive technology reads the table instead. */}
      <div aria-hidden="true" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={series} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 4, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#dfe5e8" />
            <XAxis
              dataKey="day"
              tickFormatter={dayLabel}
              tick={{ fontSize: 12, fill: '#4f5e66' }}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#4f5e66' }} />
            <Tooltip labelFormatter={(day) => dayLabel(String(day))} formatter={(value) => [value, t('visits')]} />
            <Bar dataKey="count" fill="#16697a" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-brand-700">{t('chartTable')}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{t('chartTitle')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1">
                {t('day')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('visits')}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day} className="border-b border-line/60">
                <th scope="row" className="py-1 font-normal">
                  {dayLabel(point.day)}
                </th>
                <td className="py-1 text-right tabular-nums">{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
