import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LINK } from '@/components/admin/admin-classes';
import { BackLink } from '@/components/admin/back-link';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { CardSection } from '@/components/admin/card-section';
import { LeadDocuments } from '@/components/admin/lead-documents';
import { LeadFollowUp } from '@/components/admin/lead-follow-up';
import { LeadHistory } from '@/components/admin/lead-history';
import { LeadNoteForm } from '@/components/admin/lead-note-form';
import { LeadPayload } from '@/components/admin/lead-payload';
import { LeadReplyForm } from '@/components/admin/lead-reply-form';
import { LeadStatusBadge } from '@/components/admin/lead-status-badge';
import { LeadStatusForm } from '@/components/admin/lead-status-form';
import { LeadVisit } from '@/components/admin/lead-visit';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { formView } from '@/lib/admin/form-view';
import { leadNoteForm } from '@/lib/admin/forms/lead-note';
import { leadReplyForm } from '@/lib/admin/forms/lead-reply';
import { staffPage } from '@/lib/admin/guard';
import { assignableStaff } from '@/lib/admin/lead-assignment';
import { leadDocuments } from '@/lib/admin/lead-documents';
import { isLeadType, leadFilter, leadFilterQuery } from '@/lib/admin/lead-filter';
import { leadHistory } from '@/lib/admin/lead-history';
import { payloadEntries } from '@/lib/admin/lead-payload';
import { defaultReplySubject, leadLanguage } from '@/lib/admin/lead-reply';
import { replyRecipient } from '@/lib/admin/lead-reply-recipient';
import { leadInFull } from '@/lib/admin/leads';
import { recordOfPage } from '@/lib/admin/record-page';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { isLocale, localeOrDefault } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { getProject } from '@/lib/projects/queries';
import { findPropertyForMail } from '@/lib/properties/property-for-mail';
import { derivedKey } from '@/lib/security/derived-key';
import { backOfficePath } from '@/lib/staff/paths';
import { formatDate } from '@/lib/i18n/dates';

type Props = PageProps<'/admin/leads/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.leads' });
  return { title: t('one.title', { id: (await params).id }) };
}

/** Where the lead came from on the public site: its property's or project's page, in the lead's language. */
async function publicPages(lead: { propertyId: number | null; projectId: number | null; locale: string }) {
  const locale = localeOrDefault(lead.locale);
  const [property, project] = await Promise.all([
    lead.propertyId ? findPropertyForMail(db, lead.propertyId) : null,
    lead.projectId ? getProject(lead.projectId, locale) : null,
  ]);
  return {
    property: property && { title: property.title(locale), url: property.url(locale, env().SITE_URL) },
    project: project && {
      title: project.title,
      url: localizedPath('/projects/[city]/[title]/[id]', locale, {
        city: project.citySlug,
        title: project.slugs[locale]?.title ?? String(project.id),
        id: project.id,
      }),
    },
  };
}

// One lead in full: what the visitor sent, their documents, the property, who follows it up, the
// reply to its visitor, and its history with staff's notes (docs/back-office.md, leads).
export default async function LeadPage({ params, searchParams }: Props) {
  const staff = await staffPage('leads');
  const lead = await recordOfPage((await params).id, leadInFull);
  const query = await searchParams;
  // The inbox view this lead was opened from, kept for the way back.
  const filterQuery = leadFilterQuery(leadFilter(query));
  const here = `${backOfficePath('leads')}${lead.id}/${filterQuery}`;
  const [t, documents, pages, assignable, history, replyView, noteView] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.leads' }),
    leadDocuments(lead.payload, {
      directory: env().UPLOAD_DIR,
      key: derivedKey('staff-document-link'),
      now: new Date(),
    }),
    publicPages(lead),
    assignableStaff(),
    leadHistory(lead, lead.emails),
    formView(leadReplyForm, {
      key: `lead-reply-${lead.id}`,
      staff,
      query,
      values: { subject: defaultReplySubject(lead), message: '' },
    }),
    formView(leadNoteForm, { key: `lead-note-${lead.id}`, staff, query, values: { note: '' } }),
  ]);
  const type = isLeadType(lead.type) ? t(`types.${lead.type}`) : lead.type;
  return (
    <BackOfficeShell staff={staff} current="leads" title={t('one.heading', { id: String(lead.id), type })}>
      <OutcomeNotice
        locale={staff.locale}
        query={query}
        forms={[replyView, noteView]}
        fieldLabels={{ assigneeId: t('follow.assignTo') }}
      />
      <BackLink href={`${backOfficePath('leads')}${filterQuery}`}>{t('one.back')}</BackLink>
      <CardSection
        id="lead-summary"
        title={t('one.summary')}
        aside={<LeadStatusBadge locale={staff.locale} status={lead.status} />}
        className="mb-6"
      >
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[14rem_minmax(0,1fr)]">
          <dt className="font-semibold">{t('one.received')}</dt>
          <dd>{formatDate(lead.createdAt, staff.locale, { dateStyle: 'full', timeStyle: 'short' })}</dd>
          <dt className="font-semibold">{t('table.language')}</dt>
          <dd>{isLocale(lead.locale) ? t(`languages.${lead.locale}`) : lead.locale}</dd>
          <dt className="font-semibold">{t('table.property')}</dt>
          <dd>
            {lead.property ? (
              pages.property ? (
                <a href={pages.property.url} className={LINK}>
                  {t('one.propertyLink', { reference: lead.property.recordFile, title: pages.property.title })}
                </a>
              ) : (
                t('one.propertyOffline', { reference: lead.property.recordFile })
              )
            ) : lead.propertyId ? (
              t('one.propertyGone', { id: String(lead.propertyId) })
            ) : (
              '—'
            )}
          </dd>
          {lead.projectId && (
            <>
              <dt className="font-semibold">{t('one.project')}</dt>
              <dd>
                {pages.project ? (
                  <a href={pages.project.url} className={LINK}>
                    {pages.project.title}
                  </a>
                ) : (
                  t('table.project', { id: String(lead.projectId) })
                )}
              </dd>
            </>
          )}
          <dt className="font-semibold">{t('one.sourcePage')}</dt>
          <dd className="break-all">{lead.sourcePage ?? '—'}</dd>
          <dt className="font-semibold">{t('one.consent')}</dt>
          <dd>{t(`answers.${lead.consent ? 'yes' : 'no'}`)}</dd>
        </dl>
        <LeadStatusForm locale={staff.locale} id={lead.id} status={lead.status} back={here} />
      </CardSection>
      <LeadFollowUp
        locale={staff.locale}
        leadId={lead.id}
        assignee={lead.assignedTo}
        me={staff}
        assignable={assignable}
        back={here}
        invalid={query.field === 'assigneeId'}
      />
      <CardSection id="lead-contents" title={t('one.contents')} className="mb-6">
        <LeadPayload locale={staff.locale} entries={payloadEntries(lead.payload)} />
      </CardSection>
      {lead.appointments.length > 0 && (
        <CardSection id="lead-visit" title={t('one.visit')} lead={t('one.visitHint')} className="mb-6">
          <LeadVisit locale={staff.locale} slots={lead.appointments} />
        </CardSection>
      )}
      {documents.length > 0 && (
        <CardSection id="lead-documents" title={t('documents.title')} className="mb-6">
          <LeadDocuments locale={staff.locale} documents={documents} />
        </CardSection>
      )}
      <LeadReplyForm
        locale={staff.locale}
        leadId={lead.id}
        form={replyView}
        recipient={replyRecipient(lead)}
        language={leadLanguage(lead)}
        agencyEmail={env().AGENCY_EMAIL}
        back={here}
      />
      <section aria-labelledby="lead-history" className="mb-6">
        <h2 id="lead-history" className="text-lg font-semibold">
          {t('history.title')}
        </h2>
        <p className="mt-1 mb-4 max-w-3xl text-muted">{t('history.lead')}</p>
        <LeadNoteForm
          locale={staff.locale}
          leadId={lead.id}
          form={noteView}
          anonymized={lead.anonymizedAt !== null}
          back={here}
        />
        <LeadHistory locale={staff.locale} events={history} back={here} />
      </section>
    </BackOfficeShell>
  );
}
