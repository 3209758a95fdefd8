import { issueResetToken, RESET_TOKEN_TTL_MS } from '@/lib/auth/reset-token';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isLocale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { queueMail } from '@/lib/mail/queue';
import type { Db } from '@/lib/prisma-client';

/**
 * Stores a reminder request as asked. The request handler does only this, for a known and an
 * unknown e-mail alike, so its timing does not tell which addresses have an account.
 */
export async function queueResetRequest(db: Db, email: string, locale: string): Promise<void> {
  await db.passwordResetRequest.create({ data: { email, locale } });
}

/** Turns the stored requests into links and queued mails (owners only); returns how many mails. */
export async function processResetRequests(db: Db, siteUrl: string, now = new Date()): Promise<number> {
  const requests = await db.passwordResetRequest.findMany({ orderBy: { id: 'asc' }, take: 50 });
  let queued = 0;
  for (const request of requests) {
    // Taking the row first: two workers (or instances) never send the same request twice.
    const taken = await db.passwordResetRequest.deleteMany({ where: { id: request.id } });
    if (taken.count !== 1) continue;
    const issued = await issueResetToken(db, request.email, now);
    if (!issued) continue;
    const locale = isLocale(request.locale) ? request.locale : 'fr';
    const t = translator(locale, 'PasswordMail');
    const link = new URL(`${localizedPath('/login/reset', locale)}?token=${issued.token}`, siteUrl).toString();
    const text = t('text', { name: issued.owner.name, link, hours: RESET_TOKEN_TTL_MS / 3_600_000 });
    const html = `<p>${escapeHtml(text)
      .replace(/\n/g, '<br>')
      .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`;
    await queueMail(db, { to: issued.owner.email, subject: t('subject'), text, html });
    queued += 1;
  }
  return queued;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
