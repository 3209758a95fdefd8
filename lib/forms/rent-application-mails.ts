import type { HouseholdCheck, RentalFigures } from '@/lib/domain/rent-application';
import { formatAmount } from '@/lib/domain/price';
import { normalizePhone } from '@/lib/domain/phone';
import { type RentApplication } from '@/lib/forms/rent-application';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { QueuedMail } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';
import { hasApplicantB } from '@/lib/forms/field-values';

// The agency's mail (in French, docs/forms.md) holds the whole application and the summary; the
// visitor's copy, in their language, the summary. Documents are never attached (five files of
// 10 MB would not pass most mail servers): the agency's mail links each one, through a signed
// link that opens it until the documents' keeping time is over (lib/uploads/upload-link.ts).

/** A document of the application as the agency's mail links it. */
export type LinkedDocument = { name: string; url: string; expiresAt: Date };

type MailInput = {
  application: RentApplication;
  documents: LinkedDocument[];
  property: { id: number; reference: string; titleFr: string; title: string };
  figures: RentalFigures;
  check: HouseholdCheck;
  agencyEmail: string;
};

/** 2026-03-01 → 01/03/2026, as dates are written in Belgium and Luxembourg. */
function day(iso: string | undefined): string {
  return iso ? iso.split('-').reverse().join('/') : '';
}

/** The day the first of the documents' links expires, as an ISO date. */
function firstExpiry(documents: readonly LinkedDocument[]): string {
  const first = Math.min(...documents.map((document) => document.expiresAt.getTime()));
  return new Date(first).toISOString().slice(0, 10);
}

const money = (value: number | null, missing: string) => (value === null ? missing : (formatAmount(value) ?? missing));

/** The summary (docs/domain-rules.md, rent application summary) in `locale`, with the household's warnings. */
export function summaryLines(locale: Locale, figures: RentalFigures, check: HouseholdCheck): string[] {
  const t = translator(locale, 'RentApplication');
  const onRequest = t('onRequest');
  const lines = [
    `${t('rent')} : ${money(figures.rent, onRequest)}`,
    `${t('charges')} : ${money(figures.charges, onRequest)}`,
    `${t('inventoryShare')} : ${money(figures.inventoryShare, onRequest)}`,
    `${t('guarantee')} : ${money(figures.guarantee, onRequest)}`,
    `${t('totalAtSigning')} : ${money(figures.totalAtSigning, onRequest)}`,
    '',
    `${t('minimumIncome')} : ${money(figures.minimumIncome, t('notSet'))}`,
    `${t('householdIncome')} : ${money(check.income, t('notSet'))}`,
    `${t('maximumPersons')} : ${figures.maximumPersons ?? t('notSet')}`,
    `${t('householdPersons')} : ${check.persons}`,
  ];
  if (check.incomeBelowMinimum) lines.push('', t('incomeWarning'));
  if (check.tooManyPersons) lines.push('', t('personsWarning'));
  // French puts a space before the colon; the other languages do not.
  return locale === 'fr' ? lines : lines.map((line) => line.replace(' : ', ': '));
}

function agencyText({ application: a, documents, property, figures, check }: MailInput): string {
  const t = translator('fr', 'RentApplication');
  const m = translator('fr', 'RentApplicationMail');
  const person = (p: { salutation?: string; firstName?: string; lastName?: string }) =>
    [p.salutation ? t(`salutations.${p.salutation as 'mr'}`) : '', p.firstName, p.lastName].filter(Boolean).join(' ');
  const employment = (type: string | undefined) => (type ? t(`employmentTypes.${type as 'employee'}`) : t('notSet'));
  const sections = [
    m('agencyIntro', { reference: property.reference, id: property.id, title: property.titleFr, locale: a.locale }),
    [
      `${t('applicantA')}`,
      person(a.applicantA),
      a.applicantA.email,
      normalizePhone(a.applicantA.phone) ?? a.applicantA.phone,
      `${a.applicantA.street} ${a.applicantA.houseNumber}, ${a.applicantA.postcode} ${a.applicantA.city}`,
      `${t('birthDate')} : ${day(a.applicantA.birthDate)}`,
    ].join('\n'),
    hasApplicantB(a.applicantB)
      ? [
          t('applicantB'),
          person(a.applicantB),
          a.applicantB.email,
          a.applicantB.phone ? (normalizePhone(a.applicantB.phone) ?? a.applicantB.phone) : '',
          a.applicantB.birthDate ? `${t('birthDate')} : ${day(a.applicantB.birthDate)}` : '',
        ]
          .filter(Boolean)
          .join('\n')
      : `${t('applicantB')} : ${m('none')}`,
    [
      t('steps.household'),
      `${t('adults')} : ${a.adults}`,
      `${t('children')} : ${a.children}`,
      `${t('pets')} : ${a.pets === 'yes' ? `${t('petsYes')} (${a.petsDescription ?? ''})` : t('petsNo')}`,
    ].join('\n'),
    [
      t('steps.incomes'),
      `${t('income1')} : ${money(a.income1.amount, t('notSet'))}, ${employment(a.income1.employment)}`,
      hasApplicantB(a.applicantB)
        ? `${t('income2')} : ${money(a.income2.amount ?? null, t('notSet'))}, ${employment(a.income2.employment || undefined)}`
        : '',
      `${t('movingDate')} : ${day(a.movingDate)}`,
      `${t('movingReason')} : ${a.movingReason}`,
    ]
      .filter(Boolean)
      .join('\n'),
    documents.length > 0
      ? [
          m('documents', { until: day(firstExpiry(documents)) }),
          ...documents.map((document) => `- ${m('documentLine', { name: document.name, url: document.url })}`),
        ].join('\n')
      : m('noDocuments'),
    [t('summaryTitle'), ...summaryLines('fr', figures, check)].join('\n'),
    a.remark ? `${t('remark')}\n${a.remark}` : '',
  ];
  return sections.filter(Boolean).join('\n\n');
}

export function rentApplicationMails(input: MailInput): QueuedMail[] {
  const { application, property, figures, check, agencyEmail } = input;
  const agency = translator('fr', 'RentApplicationMail');
  const visitor = translator(application.locale, 'RentApplicationMail');
  const visitorSummary = translator(application.locale, 'RentApplication');
  const name = `${application.applicantA.firstName} ${application.applicantA.lastName}`;
  return [
    textMail(agencyEmail, agency('agencySubject', { name, reference: property.reference }), agencyText(input)),
    textMail(
      application.applicantA.email,
      visitor('visitorSubject', { title: property.title }),
      [
        visitor('visitorText', { name: application.applicantA.firstName, title: property.title }),
        [visitorSummary('summaryTitle'), ...summaryLines(application.locale, figures, check)].join('\n'),
        visitor('visitorClosing'),
      ].join('\n\n'),
    ),
  ];
}
