import { isAccountKind, type AccountKind } from '@/lib/auth/account';
import { issueResetToken, RESET_TOKEN_TTL_MS } from '@/lib/auth/reset-token';
import { localizedPath } from '@/lib/i18n/localized-path';
import { type Locale, localeOrDefault } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { queueMail } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';
import type { Db } from '@/lib/prisma-client';

/**
 * Stores a reminder request as asked. The request handler does only this, for a known and an
 * unknown e-mail alike, so its timing does not tell which addresses have an account.
 */
export async function queueResetRequest(
  db: Db,
  request: { email: string; locale: string; kind: AccountKind },
): Promise<void> {
  await db.passwordResetRequest.create({ data: request });
}

/** Turns the stored requests into links and queued mails; returns how many mails. */
export async function processResetRequests(db: Db, siteUrl: string, now = new Date()): Promise<number> {
  const requests = await db.passwordResetRequest.findMany({ orderBy: { id: 'asc' }, take: 50 });
  let queued = 0;
  for (const request of requests) {
    // Taking the row first: two workers (or instances) never send the same request twice.
    const taken = await db.passwordResetRequest.deleteMany({ where: { id: request.id } });
    if (taken.count !== 1) continue;
    const kind = isAccountKind(request.kind) ? request.kind : null;
    const issued = kind && (await issueResetToken(db, kind, request.email, now));
    if (!kind || !issued) continue;
    const locale = localeOrDefault(request.locale);
    const t = translator(locale, 'PasswordMail');
    const link = passwordLink(issued.token, locale, siteUrl, kind);
    // A member of staff's mail speaks of the back-office, an owner's of their portal.
    const mail =
      kind === 'staff'
        ? ({ subject: 'staffSubject', text: 'staffText' } as const)
        : ({ subject: 'subject', text: 'text' } as const);
    const text = t(mail.text, { name: issued.account.name, link, hours: RESET_TOKEN_TTL_MS / 3_600_000 });
    await queueMail(db, textMail(issued.account.email, t(mail.subject), text, { links: [link] }));
    queued += 1;
  }
  return queued;
}

/**
 * The page that sets a password with a one-time token: the same for owners and staff, for a
 * reminder and an invitation; after it, the page leads to the account's own sign-in. A staff
 * account's link says so (`account=staff`, as the back-office's sign-in links to the reminder), so
 * the page speaks of the staff account, not of an owner's.
 */
export function passwordLink(token: string, locale: Locale, siteUrl: string, kind: AccountKind): string {
  const account = kind === 'staff' ? '&account=staff' : '';
  return new URL(`${localizedPath('/login/reset', locale)}?token=${token}${account}`, siteUrl).toString();
}
