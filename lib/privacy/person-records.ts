import type { Prisma } from '@/generated/prisma/client';
import { payloadObject } from '@/lib/leads/lead-contact';
import { leadDocumentTokens } from '@/lib/leads/lead-document-tokens';
import type { DatabaseProvider, Db } from '@/lib/prisma-client';
import { mentionsPerson, type PersonIdentifier } from '@/lib/privacy/person-identifier';
import { findUpload, type StoredUpload } from '@/lib/uploads/upload-store';

// Everything the site holds about one person (docs/forms.md, personal data, answering a request):
// the leads whose fields name their address or number, those leads' documents, visit slots and
// testimonials, their search alerts and newsletter address, the mails to them or about their
// leads, their owner account and password requests, and the audit entries whose values name them.
// Read by the back-office's people page, the export and the erasure alike, so the three never
// disagree about what is held.

/** The database, or a transaction's client (the erasure reads inside its transaction). */
export type DbClient = Pick<
  Db,
  | 'lead'
  | 'searchAlert'
  | 'newsletterSubscription'
  | 'testimonial'
  | 'outboxEmail'
  | 'owner'
  | 'passwordResetRequest'
  | 'auditEntry'
>;

// Leads are read this many at a time when a phone number is looked for in every payload.
const SCAN_BATCH = 1000;

const LEAD_COLUMNS = {
  id: true,
  type: true,
  locale: true,
  status: true,
  consent: true,
  sourcePage: true,
  createdAt: true,
  propertyId: true,
  projectId: true,
  payload: true,
  property: { select: { recordFile: true } },
  appointments: { orderBy: { id: 'asc' }, select: { id: true, startsAt: true, endsAt: true, status: true } },
} as const satisfies Prisma.LeadSelect;

// The SQLite client's type has no `mode`; PostgreSQL's LIKE is case-sensitive without it.
const textContains = (text: string, provider: DatabaseProvider) =>
  (provider === 'postgresql' ? { contains: text, mode: 'insensitive' } : { contains: text }) as Prisma.StringFilter;

/**
 * The ids of the leads, not yet anonymized, whose payload names the person. An address is looked
 * for in SQL as the quoted JSON string it is stored as, then confirmed field by field; a phone
 * number is stored as the visitor typed it ("0470/12.34.56"), so every payload is read and each
 * field that looks like a number is compared in its international form.
 */
async function personLeadIds(db: DbClient, person: PersonIdentifier, provider: DatabaseProvider): Promise<number[]> {
  const matching = (rows: { id: number; payload: string }[]) =>
    rows.filter((row) => mentionsPerson(payloadObject(row.payload), person)).map((row) => row.id);
  if (person.kind === 'email') {
    const rows = await db.lead.findMany({
      where: { anonymizedAt: null, payload: textContains(JSON.stringify(person.value), provider) },
      select: { id: true, payload: true },
    });
    return matching(rows);
  }
  const ids: number[] = [];
  for (let after = 0; ;) {
    const rows = await db.lead.findMany({
      where: { anonymizedAt: null, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: SCAN_BATCH,
      select: { id: true, payload: true },
    });
    ids.push(...matching(rows));
    if (rows.length < SCAN_BATCH) return ids;
    after = rows.at(-1)!.id;
  }
}

/** The audit entries whose values name the person's address (a phone number is in none). */
async function personAuditEntries(db: DbClient, person: PersonIdentifier, provider: DatabaseProvider) {
  if (person.kind !== 'email') return [];
  const rows = await db.auditEntry.findMany({
    where: { detail: textContains(person.value, provider) },
    orderBy: { id: 'asc' },
    select: { id: true, action: true, subject: true, staffName: true, createdAt: true, detail: true },
  });
  return rows
    .filter((row) => mentionsPerson(payloadObject(row.detail ?? ''), person))
    .map(({ detail: _detail, ...entry }) => entry);
}

async function personDocuments(uploadDir: string, leads: { id: number; payload: Record<string, unknown> }[]) {
  const documents = await Promise.all(
    leads.flatMap((lead) =>
      leadDocumentTokens(lead.payload).map(async (token) => {
        const upload = await findUpload(uploadDir, token);
        return upload && { leadId: lead.id, ...upload };
      }),
    ),
  );
  return documents.filter((document): document is StoredUpload & { leadId: number } => document !== null);
}

export async function findPersonRecords(
  db: DbClient,
  person: PersonIdentifier,
  options: { provider: DatabaseProvider; uploadDir: string },
) {
  const { provider } = options;
  const leadIds = await personLeadIds(db, person, provider);
  // Addresses are stored in lower case (the forms', the accounts' and the mails' alike), as the person's is.
  const byEmail = person.kind === 'email';
  const email = person.value;
  const [leadRows, searchAlerts, newsletterSubscriptions, testimonials, mails, owners, passwordResetRequests, audit] =
    await Promise.all([
      db.lead.findMany({ where: { id: { in: leadIds } }, orderBy: { id: 'asc' }, select: LEAD_COLUMNS }),
      byEmail ? db.searchAlert.findMany({ where: { email }, orderBy: { id: 'asc' } }) : [],
      byEmail ? db.newsletterSubscription.findMany({ where: { email }, orderBy: { id: 'asc' } }) : [],
      db.testimonial.findMany({ where: { leadId: { in: leadIds } }, orderBy: { id: 'asc' } }),
      db.outboxEmail.findMany({
        where: { OR: [{ leadId: { in: leadIds } }, ...(byEmail ? [{ to: email }] : [])] },
        orderBy: { id: 'asc' },
        // Never a mail's body, as on the outbox page: an invitation's or a reset's carries a live
        // password link, which no member of staff may hold. What it was about is in its lead.
        select: {
          id: true,
          leadId: true,
          to: true,
          subject: true,
          status: true,
          attempts: true,
          createdAt: true,
          sentAt: true,
        },
      }),
      byEmail
        ? db.owner.findMany({
            where: { email },
            orderBy: { id: 'asc' },
            select: {
              id: true,
              name: true,
              email: true,
              locale: true,
              weeklyReport: true,
              createdAt: true,
              disabledAt: true,
              properties: {
                orderBy: { propertyId: 'asc' },
                select: { property: { select: { id: true, recordFile: true } } },
              },
              signInFailures: { select: { failures: true, lastFailureAt: true } },
            },
          })
        : [],
      byEmail
        ? db.passwordResetRequest.findMany({
            where: { email },
            orderBy: { id: 'asc' },
            select: { id: true, kind: true, locale: true, createdAt: true },
          })
        : [],
      personAuditEntries(db, person, provider),
    ]);
  const leads = leadRows.map(({ property, payload, ...lead }) => ({
    ...lead,
    reference: property?.recordFile ?? null,
    payload: payloadObject(payload),
  }));
  return {
    leads,
    documents: await personDocuments(options.uploadDir, leads),
    searchAlerts,
    newsletterSubscriptions,
    testimonials,
    mails,
    ownerAccounts: owners.map(({ properties, ...owner }) => ({
      ...owner,
      properties: properties.map(({ property }) => ({ id: property.id, reference: property.recordFile })),
    })),
    passwordResetRequests,
    auditEntries: audit,
  };
}

export type PersonRecords = Awaited<ReturnType<typeof findPersonRecords>>;

/** The sections of PersonRecords, in the order the page and the export show them. */
export const PERSON_SECTIONS = [
  'leads',
  'documents',
  'searchAlerts',
  'newsletterSubscriptions',
  'testimonials',
  'mails',
  'ownerAccounts',
  'passwordResetRequests',
  'auditEntries',
] as const satisfies readonly (keyof PersonRecords)[];
export type PersonSection = (typeof PERSON_SECTIONS)[number];

/** How many records each section holds. */
export function sectionCounts(records: PersonRecords): Record<PersonSection, number> {
  return Object.fromEntries(PERSON_SECTIONS.map((section) => [section, records[section].length])) as Record<
    PersonSection,
    number
  >;
}

export function holdsNothing(records: PersonRecords): boolean {
  return PERSON_SECTIONS.every((section) => records[section].length === 0);
}
