import { auditEntry, type AuditAuthor } from '@/lib/staff/audit';
import { disableAccount } from '@/lib/auth/disable-account';
import type { DatabaseProvider, Db } from '@/lib/prisma-client';
import { eraseLeads, removeDocuments } from '@/lib/privacy/lead-erasure';
import type { PersonIdentifier } from '@/lib/privacy/person-identifier';
import { findPersonRecords, holdsNothing, sectionCounts, type PersonSection } from '@/lib/privacy/person-records';

// An erasure request answered (docs/forms.md, personal data): everything findPersonRecords finds
// is deleted or anonymized in one transaction, then the documents' files are removed. Mails not
// sent yet are deleted with the rest, which cancels them. An owner account that still owns
// properties is disabled rather than deleted: the agency's mandate with its owner goes on, and an
// admin unlinks the properties first to delete it. The audit entry records the request and what
// it erased, counted, never the address, the number or anything erased.

export type ErasureCounts = Record<PersonSection, number> & {
  leadsAnonymized: number;
  leadsDeleted: number;
  ownerAccountsDisabled: number;
  ownerAccountsDeleted: number;
};

// An erasure of a person with hundreds of leads takes longer than a form's transaction.
const ERASURE_TRANSACTION = { maxWait: 20_000, timeout: 60_000 };

/** Erases `person`; null when the site holds nothing about them (nothing written, nothing logged). */
export async function erasePerson(
  db: Db,
  person: PersonIdentifier,
  options: { provider: DatabaseProvider; uploadDir: string; author: AuditAuthor; now: Date },
): Promise<ErasureCounts | null> {
  const { now } = options;
  const outcome = await db.$transaction(async (tx) => {
    const records = await findPersonRecords(tx, person, options);
    if (holdsNothing(records)) return null;
    const ids = <Row extends { id: number }>(rows: Row[]) => rows.map((row) => row.id);
    // Its mails first: those of its leads go with them anyway, those to its address besides.
    await tx.outboxEmail.deleteMany({ where: { id: { in: ids(records.mails) } } });
    await tx.testimonial.deleteMany({ where: { id: { in: ids(records.testimonials) } } });
    const leads = await eraseLeads(tx, ids(records.leads), now);
    await tx.searchAlert.deleteMany({ where: { id: { in: ids(records.searchAlerts) } } });
    await tx.newsletterSubscription.deleteMany({ where: { id: { in: ids(records.newsletterSubscriptions) } } });
    await tx.passwordResetRequest.deleteMany({ where: { id: { in: ids(records.passwordResetRequests) } } });
    const [owning, free] = [
      records.ownerAccounts.filter((owner) => owner.properties.length > 0),
      records.ownerAccounts.filter((owner) => owner.properties.length === 0),
    ];
    for (const owner of owning.filter((account) => account.disabledAt === null)) {
      for (const write of disableAccount(tx, { kind: 'owner', id: owner.id }, now)) await write;
    }
    // Its password links and sign-in failures go with the account (onDelete: Cascade).
    await tx.owner.deleteMany({ where: { id: { in: ids(free) } } });
    // The entries stay (who did what, when), without the values that named the person.
    await tx.auditEntry.updateMany({ where: { id: { in: ids(records.auditEntries) } }, data: { detail: null } });
    const counts: ErasureCounts = {
      ...sectionCounts(records),
      leadsAnonymized: leads.anonymized,
      leadsDeleted: leads.deleted,
      ownerAccountsDisabled: owning.length,
      ownerAccountsDeleted: free.length,
    };
    await auditEntry(tx, options.author, 'person.erase', 'person', { identifiedBy: person.kind, ...counts });
    return { counts, documentTokens: records.documents.map((document) => document.token) };
  }, ERASURE_TRANSACTION);
  if (!outcome) return null;
  await removeDocuments(options.uploadDir, outcome.documentTokens);
  return outcome.counts;
}
