import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { issueResetToken } from '@/lib/auth/reset-token';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { jsonOrNull, readLimitedBody } from '@/lib/http/read-limited-body';
import { localizedPath } from '@/lib/i18n/localized-path';
import { enqueueMail } from '@/lib/mail/outbox';
import { isSameOrigin } from '@/lib/security/same-origin';
import { forgotPasswordSchema } from '@/lib/validations/password';

const MAX_BODY_BYTES = 4096;

// The answer is the same whether or not the address has an account: it must not reveal owners.
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, env.SITE_URL)) return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return NextResponse.json({ error: 'tooLarge' }, { status: 413 });
  const parsed = forgotPasswordSchema.safeParse(jsonOrNull(body));
  if (!parsed.success)
    return NextResponse.json(
      { error: 'invalid', issues: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })) },
      { status: 422 },
    );
  const { email, locale } = parsed.data;
  const issued = await issueResetToken(db, email);
  if (issued) {
    const t = await getTranslations({ locale, namespace: 'PasswordMail' });
    const link = new URL(`${localizedPath('/login/reset', locale)}?token=${issued.token}`, env.SITE_URL).toString();
    const text = t('text', { name: issued.owner.name, link, hours: 1 });
    await enqueueMail({
      to: issued.owner.email,
      subject: t('subject'),
      text,
      html: `<p>${escapeHtml(text)
        .replace(/\n/g, '<br>')
        .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`,
    });
  }
  return NextResponse.json({ sent: true });
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
