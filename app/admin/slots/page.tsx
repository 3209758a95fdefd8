import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { PRIMARY_BUTTON } from '@/components/admin/slot-form-fields';
import { FIELD_CLASS } from '@/components/forms/field-classes';
import { staffPage } from '@/lib/admin/guard';
import { propertiesForSlots } from '@/lib/admin/slots';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import { backOfficePath } from '@/lib/staff/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.pages' });
  return { title: t('slots') };
}

// The visit slots start from a property: found by its reference or title among those on offer.
export default async function SlotsPage({ searchParams }: PageProps<'/admin/slots'>) {
  const staff = await staffPage('slots');
  const { q } = await searchParams;
  const search = typeof q === 'string' ? q.trim() : '';
  const [t, properties] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.slots' }),
    propertiesForSlots(search, staff.locale),
  ]);
  return (
    <BackOfficeShell staff={staff} current="slots" title={t('title')}>
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <form method="get" role="search" className="mb-6 flex max-w-2xl flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 font-medium">
          {t('search.label')}
          <input type="search" name="q" defaultValue={search} required maxLength={100} className={FIELD_CLASS} />
        </label>
        <button type="submit" className={PRIMARY_BUTTON}>
          {t('search.submit')}
        </button>
      </form>
      {search &&
        (properties.length === 0 ? (
          <p role="status">{t('search.none', { search })}</p>
        ) : (
          <section aria-labelledby="slot-properties">
            <h2 id="slot-properties" className="mb-3 text-lg font-semibold">
              {t('search.results', { count: properties.length })}
            </h2>
            <ul className="flex flex-col gap-3">
              {properties.map((property) => (
                <li key={property.id} className="rounded-lg border border-line bg-white p-5">
                  <a
                    href={`${backOfficePath('slots')}${property.id}/`}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {property.recordFile} · {property.title}
                  </a>
                  <p className="mt-1 text-sm text-muted">
                    {property.town} · {t('search.openSlots', { count: property.openSlots })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </BackOfficeShell>
  );
}
