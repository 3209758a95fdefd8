import 'server-only';
import '@/lib/zod-without-eval';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { isUniqueViolation } from '@/lib/unique-violation';
import type { Account, AccountKind } from '@/lib/auth/account';
import { hashPassword } from '@/lib/auth/password';
import { passwordLink } from '@/lib/auth/reset-requests';
import { textMail } from '@/lib/mail/text-mail';
import { INVITATION_TTL_MS, issuePasswordToken } from '@/lib/auth/reset-token';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { localeOrDefault } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { deliverPending } from '@/lib/mail/outbox';
import { outboxRow, queueMail, type QueuedMail } from '@/lib/mail/queue';
import type { Db } from '@/lib/prisma-client';

const INVITATION_DAYS = INVITATION_TTL_MS / (24 * 60 * 60 * 1000);

/** The columns of an owner or staff account that its invitation and its access read. */
export const INVITED_ACCOUNT_COLUMNS = {
  id: true,
  name: true,
  email: true,
  locale: true,
  disabledAt: true,
  invitedAt: true,
} as const;

/** The writes an owner's and a staff account's page share: a new invitation, disabling, enabling. */
export const accountInviteSchema = z.object({ id: recordIdField, action: z.literal('invite') });
export const accountDisableSchema = z.object({ id: recordIdField, action: z.literal('disable') });
export const accountEnableSchema = z.object({ id: recordIdField, action: z.literal('enable') });
export const INVITED_ACCOUNT_WRITES = [accountInviteSchema, accountDisableSchema, accountEnableSchema] as const;

type NewAccount = { name: string; email: string; locale: string };
type Transaction = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * The password of an account made in the back-office: nobody knows it, so the account opens only
 * once its holder has chosen their own through the invitation.
 */
function unknownPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * The invitation of an owner or a member of staff, in their language: a new one-time link where
 * they choose their password (the reminder's page, lib/auth/reset-requests.ts), valid seven days.
 * The account's older links stop working. The caller stores the mail in the outbox.
 */
async function invitationMail(account: Account & NewAccount): Promise<QueuedMail> {
  const locale = localeOrDefault(account.locale);
  const token = await issuePasswordToken(db, { kind: account.kind, id: account.id }, INVITATION_TTL_MS);
  const link = passwordLink(token, locale, env().SITE_URL, account.kind);
  const t = translator(locale, 'InvitationMail');
  const text = t(`${account.kind}.text`, { name: account.name, link, days: INVITATION_DAYS });
  return textMail(account.email, t(`${account.kind}.subject`), text, { links: [link] });
}

const EMAIL_TAKEN = { error: 'emailTaken', field: 'email' } as const;

/** Sends the invitation now rather than at the outbox worker's next round (lib/mail/worker.ts): someone waits. */
function sendNow() {
  void deliverPending().catch(() => {});
}

/**
 * Makes an owner or staff account, audited, and mails its holder the invitation, in their
 * language, to choose the password: nobody else ever knows it. An e-mail address already taken
 * is refused, also when it was taken between the check and the write.
 */
export async function createInvitedAccount<Input extends NewAccount>(
  kind: AccountKind,
  input: Input,
  staff: StaffMember,
  table: {
    exists: (email: string) => Promise<unknown>;
    insert: (tx: Transaction, data: Input & { passwordHash: string; invitedAt: Date }) => Promise<{ id: number }>;
  },
): Promise<WriteOutcome> {
  if (await table.exists(input.email)) return EMAIL_TAKEN;
  const passwordHash = await unknownPasswordHash();
  let account;
  try {
    account = await db.$transaction(async (tx) => {
      // Invited until its holder chooses a password (lib/auth/account.ts, setAccountPassword).
      const row = await table.insert(tx, { ...input, passwordHash, invitedAt: new Date() });
      await auditEntry(tx, staff, `${kind}.create`, `${kind}:${row.id}`, input);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return EMAIL_TAKEN;
    throw error;
  }
  await queueMail(db, await invitationMail({ kind, id: account.id, ...input }));
  sendNow();
  return { notice: `${kind}Created` };
}

/** A new invitation, audited: its new link replaces the older ones (lib/auth/reset-token.ts). */
export async function inviteAgain(
  account: Account & NewAccount & { disabledAt: Date | null },
  staff: StaffMember,
): Promise<WriteOutcome> {
  if (account.disabledAt) return { error: 'accountDisabled' };
  const mail = await invitationMail(account);
  await db.$transaction([
    db.outboxEmail.create({ data: outboxRow(mail) }),
    auditEntry(db, staff, `${account.kind}.invite`, `${account.kind}:${account.id}`),
  ]);
  sendNow();
  return { notice: `${account.kind}Invited` };
}
