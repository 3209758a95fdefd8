import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { PersonActions } from '@/components/admin/person-actions';
import { PersonRecordsView } from '@/components/admin/person-records';
import { PersonSearchForm } from '@/components/admin/person-search-form';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { formView } from '@/lib/admin/form-view';
import { personEraseForm, personSearchForm } from '@/lib/admin/forms/people';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { personOfToken, personPagePath, personRecords } from '@/lib/admin/people';
import { holdsNothing } from '@/lib/privacy/person-records';

export const generateMetadata = pageTitle('people');

// What the site holds about one person, for an access or erasure request (docs/back-office.md,
// people). The search arrives as a sealed token (lib/admin/people.ts): admins only, it is personal data.
export default async function PeoplePage({ searchParams }: PageProps<'/admin/people'>) {
  const staff = await staffPage('people');
  const query = await searchParams;
  const token = typeof query.person === 'string' ? query.person : null;
  const person = token === null ? null : personOfToken(token, staff);
  const [t, records, searchForm, eraseForm] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.people' }),
    person && personRecords(person),
    formView(personSearchForm, { key: 'person-search', staff, query, values: { identifier: person?.value } }),
    formView(personEraseForm, { key: 'person-erase', staff, query, values: {} }),
  ]);
  return (
    <BackOfficeShell staff={staff} current="people" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} forms={[searchForm, eraseForm]} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <PersonSearchForm form={searchForm} locale={staff.locale} />
      {token !== null && !person && (
        <p role="alert" className={`mt-6 ${ALERT_CLASS}`}>
          {t('search.expired')}
        </p>
      )}
      {person && records && (
        <div className="mt-8 flex flex-col gap-6">
          <PersonRecordsView locale={staff.locale} identifier={person.value} records={records} />
          {!holdsNothing(records) && token && (
            <PersonActions
              eraseForm={eraseForm}
              locale={staff.locale}
              token={token}
              back={personPagePath(token)}
              records={records}
            />
          )}
        </div>
      )}
    </BackOfficeShell>
  );
}
