import { getTranslations } from 'next-intl/server';
import { CARD, LINK } from '@/components/admin/admin-classes';
import { SubmitButton } from '@/components/admin/admin-form';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { TextField } from '@/components/forms/field-kit';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { propertiesForSlots, SLOT_SEARCH_MAX } from '@/lib/admin/slots';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('slots');

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
      <p className="mb-6 max-w-3xl text-muted">{t('intro')}</p>
      <form method="get" role="search" className="mb-6 flex max-w-2xl flex-wrap items-end gap-3">
        <TextField
          type="search"
          name="q"
          label={t('search.label')}
          defaultValue={search}
          required
          maxLength={SLOT_SEARCH_MAX}
          className="flex-1 basis-64"
        />
        <SubmitButton>{t('search.submit')}</SubmitButton>
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
                <li key={property.id} className={CARD}>
                  <a href={`${backOfficePath('slots')}${property.id}/`} className={LINK}>
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
