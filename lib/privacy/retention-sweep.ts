import type { Prisma } from '@/generated/prisma/client';
import type { Db } from '@/lib/prisma-client';
import { eraseLeads, removeDocuments } from '@/lib/privacy/lead-erasure';
import { retentionCutoff } from '@/lib/privacy/retention-cutoff';
import { RETENTION_RULES, type RetentionKind, type RetentionPeriods } from '@/lib/privacy/retention-periods';

// What the daily retention job erases (docs/forms.md, personal data): each kind's records whose
// keeping time is over, a batch at a time, so no statement holds a table for long. Every batch
// deletes or anonymizes by ids AND the rule again: two runs racing over the same rows count each
// row once, and a row that stopped being due meanwhile stays.

const RETENTION_BATCH = 200;

/** What one run did, as the audit log records it. */
export type RetentionCounts = {
  leadsAnonymized: number;
  leadsDeleted: number;
  spamLeadsAnonymized: number;
  spamLeadsDeleted: number;
  leadDocuments: number;
  mails: number;
  searchAlerts: number;
  newsletterSubscriptions: number;
  signInFailures: number;
  passwordResetRequests: number;
  passwordLinks: number;
  rateLimits: number;
  auditEntries: number;
};

/** The where clause of each rule, for the periods in force at `now`. */
function retentionRules(periods: RetentionPeriods, now: Date) {
  const cutoff = (kind: RetentionKind) => retentionCutoff(now, periods[kind], RETENTION_RULES[kind].unit);
  const leads = cutoff('leads');
  const subscriptions = cutoff('inactiveSubscriptions');
  const mails = cutoff('sentMails');
  const signIn = cutoff('signInRecords');
  return {
    // The last contact: the lead's creation, or the end of its visit when that came later.
    leads: {
      status: { not: 'spam' },
      anonymizedAt: null,
      createdAt: { lte: leads },
      appointments: { none: { endsAt: { gt: leads } } },
    },
    spamLeads: { status: 'spam', anonymizedAt: null, createdAt: { lte: cutoff('spamLeads') } },
    // A mail given up on ("failed") has no sending date: counted from its creation.
    mails: {
      OR: [
        { status: 'sent', sentAt: { lte: mails } },
        { status: 'failed', createdAt: { lte: mails } },
      ],
    },
    searchAlerts: {
      OR: [{ confirmedAt: null, createdAt: { lte: subscriptions } }, { unsubscribedAt: { lte: subscriptions } }],
    },
    newsletterSubscriptions: { unsubscribedAt: { lte: subscriptions } },
    signInFailures: { lastFailureAt: { lte: signIn } },
    passwordResetRequests: { createdAt: { lte: signIn } },
    passwordLinks: { expiresAt: { lte: signIn } },
    rateLimits: { expire: { lte: signIn } },
    auditEntries: { createdAt: { lte: cutoff('auditEntries') } },
  } satisfies {
    leads: Prisma.LeadWhereInput;
    spamLeads: Prisma.LeadWhereInput;
    mails: Prisma.OutboxEmailWhereInput;
    searchAlerts: Prisma.SearchAlertWhereInput;
    newsletterSubscriptions: Prisma.NewsletterSubscriptionWhereInput;
    signInFailures: Prisma.SignInFailureWhereInput;
    passwordResetRequests: Prisma.PasswordResetRequestWhereInput;
    passwordLinks: Prisma.PasswordResetTokenWhereInput;
    rateLimits: Prisma.RateLimitWhereInput;
    auditEntries: Prisma.AuditEntryWhereInput;
  };
}

/**
 * Deletes what `find` finds, a batch at a time, until a batch comes back short; returns how many
 * rows this run deleted. A batch of which this run deleted nothing was taken by another run:
 * that one goes on.
 */
async function deleteInBatches<Id>(
  find: () => Promise<Id[]>,
  remove: (ids: Id[]) => Promise<{ count: number }>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await find();
    if (ids.length === 0) return total;
    const { count } = await remove(ids);
    total += count;
    if (ids.length < RETENTION_BATCH || count === 0) return total;
  }
}

/** Anonymizes or deletes the leads a rule finds (lib/privacy/lead-erasure.ts), their documents after. */
async function eraseLeadsInBatches(db: Db, where: Prisma.LeadWhereInput, now: Date, uploadDir: string) {
  const done = { anonymized: 0, deleted: 0, documents: 0 };
  for (;;) {
    const { found, erased } = await db.$transaction(async (tx) => {
      const ids = (
        await tx.lead.findMany({ where, orderBy: { id: 'asc' }, take: RETENTION_BATCH, select: { id: true } })
      ).map((lead) => lead.id);
      return { found: ids.length, erased: await eraseLeads(tx, ids, now) };
    });
    done.anonymized += erased.anonymized;
    done.deleted += erased.deleted;
    done.documents += await removeDocuments(uploadDir, erased.documentTokens);
    if (found < RETENTION_BATCH || erased.anonymized + erased.deleted === 0) return done;
  }
}

/** Erases everything whose keeping time is over at `now`; returns what it did. */
export async function sweepExpired(
  db: Db,
  periods: RetentionPeriods,
  now: Date,
  uploadDir: string,
): Promise<RetentionCounts> {
  const rules = retentionRules(periods, now);
  const take = RETENTION_BATCH;
  const leads = await eraseLeadsInBatches(db, rules.leads, now, uploadDir);
  const spam = await eraseLeadsInBatches(db, rules.spamLeads, now, uploadDir);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  const keys = (rows: { key: string }[]) => rows.map((row) => row.key);
  return {
    leadsAnonymized: leads.anonymized,
    leadsDeleted: leads.deleted,
    spamLeadsAnonymized: spam.anonymized,
    spamLeadsDeleted: spam.deleted,
    leadDocuments: leads.documents + spam.documents,
    mails: await deleteInBatches(
      async () => ids(await db.outboxEmail.findMany({ where: rules.mails, take, select: { id: true } })),
      (found) => db.outboxEmail.deleteMany({ where: { id: { in: found }, ...rules.mails } }),
    ),
    searchAlerts: await deleteInBatches(
      async () => ids(await db.searchAlert.findMany({ where: rules.searchAlerts, take, select: { id: true } })),
      (found) => db.searchAlert.deleteMany({ where: { id: { in: found }, ...rules.searchAlerts } }),
    ),
    newsletterSubscriptions: await deleteInBatches(
      async () =>
        ids(
          await db.newsletterSubscription.findMany({
            where: rules.newsletterSubscriptions,
            take,
            select: { id: true },
          }),
        ),
      (found) =>
        db.newsletterSubscription.deleteMany({ where: { id: { in: found }, ...rules.newsletterSubscriptions } }),
    ),
    signInFailures: await deleteInBatches(
      async () => keys(await db.signInFailure.findMany({ where: rules.signInFailures, take, select: { key: true } })),
      (found) => db.signInFailure.deleteMany({ where: { key: { in: found }, ...rules.signInFailures } }),
    ),
    passwordResetRequests: await deleteInBatches(
      async () =>
        ids(await db.passwordResetRequest.findMany({ where: rules.passwordResetRequests, take, select: { id: true } })),
      (found) => db.passwordResetRequest.deleteMany({ where: { id: { in: found }, ...rules.passwordResetRequests } }),
    ),
    passwordLinks: await deleteInBatches(
      async () =>
        (await db.passwordResetToken.findMany({ where: rules.passwordLinks, take, select: { tokenHash: true } })).map(
          (row) => row.tokenHash,
        ),
      (found) => db.passwordResetToken.deleteMany({ where: { tokenHash: { in: found }, ...rules.passwordLinks } }),
    ),
    rateLimits: await deleteInBatches(
      async () => keys(await db.rateLimit.findMany({ where: rules.rateLimits, take, select: { key: true } })),
      (found) => db.rateLimit.deleteMany({ where: { key: { in: found }, ...rules.rateLimits } }),
    ),
    auditEntries: await deleteInBatches(
      async () => ids(await db.auditEntry.findMany({ where: rules.auditEntries, take, select: { id: true } })),
      (found) => db.auditEntry.deleteMany({ where: { id: { in: found }, ...rules.auditEntries } }),
    ),
  };
}
