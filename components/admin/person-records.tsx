import { getTranslations } from 'next-intl/server';
import { LINK } from '@/components/admin/admin-classes';
import { auditLabels } from '@/components/admin/audit-labels';
import { CardSection } from '@/components/admin/card-section';
import { isLeadStatus, isLeadType } from '@/lib/admin/lead-filter';
import { mailStatus } from '@/lib/admin/outbox';
import type { Locale } from '@/lib/i18n/locales';
import { PERSON_SECTIONS, type PersonRecords, type PersonSection } from '@/lib/privacy/person-records';
import { backOfficePath } from '@/lib/staff/paths';
import { formatDate } from '@/lib/i18n/dates';

/** One record as the page lists it: when, what, its facts, and its back-office page where it has one. */
type Row = { id: string; when: Date; title: string; facts: string[]; href?: string };

const EXCERPT = 120;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

/**
 * Everything the site holds about the person searched, a section per kind of record, each record
 * dated (docs/back-office.md, people). A lead or an owner account links to its own page.
 */
export async function PersonRecordsView({
  locale,
  identifier,
  records,
}: {
  locale: Locale;
  identifier: string;
  records: PersonRecords;
}) {
  const [t, leads, outbox, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.people' }),
    getTranslations({ locale, namespace: 'Admin.leads' }),
    getTranslations({ locale, namespace: 'Admin.outbox' }),
    auditLabels(locale),
  ]);
  const day = (date: Date | null) => (date ? formatDate(date, locale, { dateStyle: 'medium' }) : '');
  const yesNo = (value: boolean) => leads(`answers.${value ? 'yes' : 'no'}`);

  const rows: Record<PersonSection, Row[]> = {
    leads: records.leads.map((lead) => ({
      id: `lead-${lead.id}`,
      when: lead.createdAt,
      title: isLeadType(lead.type) ? leads(`types.${lead.type}`) : lead.type,
      facts: [
        t('facts.number', { id: String(lead.id) }),
        isLeadStatus(lead.status) ? leads(`status.${lead.status}`) : lead.status,
        ...(lead.reference ? [t('facts.property', { reference: lead.reference })] : []),
        ...(lead.appointments.length > 0 ? [t('facts.visits', { count: lead.appointments.length })] : []),
      ],
      href: `${backOfficePath('leads')}${lead.id}/`,
    })),
    documents: records.documents.map((document) => ({
      id: `document-${document.token}`,
      when: new Date(document.storedAt),
      title: document.name,
      facts: [
        `${document.type.toUpperCase()}, ${Math.ceil(document.size / 1024)} ${leads('documents.kilobytes')}`,
        t('facts.lead', { id: String(document.leadId) }),
      ],
    })),
    searchAlerts: records.searchAlerts.map((alert) => ({
      id: `alert-${alert.id}`,
      when: alert.createdAt,
      title: t('facts.alert', { id: String(alert.id) }),
      facts: [
        alert.confirmedAt ? t('facts.confirmed', { date: day(alert.confirmedAt) }) : t('facts.unconfirmed'),
        ...(alert.unsubscribedAt ? [t('facts.unsubscribed', { date: day(alert.unsubscribedAt) })] : []),
      ],
    })),
    newsletterSubscriptions: records.newsletterSubscriptions.map((subscription) => ({
      id: `newsletter-${subscription.id}`,
      when: subscription.createdAt,
      title: subscription.email,
      facts: subscription.unsubscribedAt
        ? [t('facts.unsubscribed', { date: day(subscription.unsubscribedAt) })]
        : [t('facts.subscribed')],
    })),
    testimonials: records.testimonials.map((testimonial) => ({
      id: `testimonial-${testimonial.id}`,
      when: testimonial.createdAt,
      title: testimonial.name,
      facts: [t('facts.published', { published: yesNo(testimonial.approved) }), excerpt(testimonial.text)],
    })),
    mails: records.mails.map((mail) => ({
      id: `mail-${mail.id}`,
      when: mail.createdAt,
      title: mail.subject,
      facts: [
        `${outbox('to')}: ${mail.to}`,
        mail.sentAt ? t('facts.sent', { date: day(mail.sentAt) }) : outbox(`status.${mailStatus(mail.status)}`),
      ],
    })),
    ownerAccounts: records.ownerAccounts.map((owner) => ({
      id: `owner-${owner.id}`,
      when: owner.createdAt,
      title: owner.name,
      facts: [
        owner.email,
        t('facts.properties', { count: owner.properties.length }),
        ...(owner.disabledAt ? [t('facts.disabled', { date: day(owner.disabledAt) })] : []),
      ],
      href: `${backOfficePath('owners')}${owner.id}/`,
    })),
    passwordResetRequests: records.passwordResetRequests.map((request) => ({
      id: `reset-${request.id}`,
      when: request.createdAt,
      title: t('facts.resetRequest'),
      facts: [],
    })),
    auditEntries: records.auditEntries.map((entry) => ({
      id: `audit-${entry.id}`,
      when: entry.createdAt,
      title: labels.action(entry.action),
      facts: [labels.subject(entry.subject), entry.staffName],
    })),
  };
  const total = PERSON_SECTIONS.reduce((sum, section) => sum + rows[section].length, 0);

  return (
    <>
      <p className="font-semibold">{t('summary', { count: total, identifier })}</p>
      {PERSON_SECTIONS.filter((section) => rows[section].length > 0).map((section) => (
        <CardSection
          key={section}
          id={`person-${section}`}
          title={t(`sections.${section}`)}
          aside={<span className="text-muted">({rows[section].length})</span>}
        >
          <ul className="flex flex-col divide-y divide-line border-y border-line">
            {rows[section].map((row) => (
              <li key={row.id} className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
                <time dateTime={row.when.toISOString()} className="text-muted">
                  {formatDate(row.when, locale, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {row.href ? (
                      <a href={row.href} className={LINK}>
                        {row.title}
                      </a>
                    ) : (
                      row.title
                    )}
                  </p>
                  {row.facts.length > 0 && <p className="text-sm break-words text-muted">{row.facts.join(' · ')}</p>}
                </div>
              </li>
            ))}
          </ul>
        </CardSection>
      ))}
    </>
  );
}
