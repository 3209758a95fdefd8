import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Account } from '@/lib/auth/account';
import { hashPassword } from '@/lib/auth/password';
import { htmlWithLink, passwordLink } from '@/lib/auth/reset-requests';
import { INVITATION_TTL_MS, issuePasswordToken } from '@/lib/auth/reset-token';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import type { QueuedMail } from '@/lib/mail/queue';
import type { Db } from '@/lib/prisma-client';

const INVITATION_DAYS = INVITATION_TTL_MS / (24 * 60 * 60 * 1000);

/**
 * The password of an account made in the back-office: nobody knows it, so the account opens only
 * once its holder has chosen their own through the invitation.
 */
export function unknownPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * The invitation of an owner or a member of staff, in their language: a new one-time link where
 * they choose their password (the reminder's page, lib/auth/reset-requests.ts), valid seven days.
 * The account's older links stop working. The caller stores the mail in the outbox.
 */
export async function invitationMail(
  db: Db,
  account: Account & { name: string; email: string; locale: string },
  siteUrl: string,
): Promise<QueuedMail> {
  const locale = isLocale(account.locale) ? account.locale : DEFAULT_LOCALE;
  const token = await issuePasswordToken(db, { kind: account.kind, id: account.id }, INVITATION_TTL_MS);
  const link = passwordLink(token, locale, siteUrl);
  const t = translator(locale, 'InvitationMail');
  const text = t(`${account.kind}.text`, { name: account.name, link, days: INVITATION_DAYS });
  return { to: account.email, subject: t(`${account.kind}.subject`), text, html: htmlWithLink(text, link) };
}
