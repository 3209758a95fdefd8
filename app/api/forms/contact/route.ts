import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { verifyCaptcha } from '@/lib/captcha/pow';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { contactSchema, type Contact } from '@/lib/forms/contact';
import { normalizePhone } from '@/lib/forms/phone';
import { storeLead } from '@/lib/forms/store-lead';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { thankYouSlug } from '@/lib/i18n/thank-you-forms';
import { deliverPending } from '@/lib/mail/outbox';
import { rateLimiter } from '@/lib/rate-limit';
import { isSameOrigin } from '@/lib/security/same-origin';

const MAX_BODY_BYTES = 20_000;
// Five messages per address per ten minutes is generous for a person and useless for a spammer.
const limiter = rateLimiter({ name: 'form:contact', points: 5, windowSeconds: 600 });

// Behind a reverse proxy (TRUST_PROXY=true) the client is the first X-Forwarded-For address;
// otherwise that header is the visitor's to invent, so it is ignored and all share one bucket.
function clientIp(request: Request): string {
  if (!env.TRUST_PROXY) return 'direct';
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

function issues(list: { path: PropertyKey[]; message: string }[]) {
  return NextResponse.json(
    { error: 'invalid', issues: list.map((issue) => ({ path: issue.path.map(String), message: issue.message })) },
    { status: 422 },
  );
}

async function mailsFor(contact: Contact, propertyLabel: string | null) {
  const locale = contact.locale as Locale;
  const [agency, visitor] = await Promise.all([
    getTranslations({ locale: 'fr', namespace: 'ContactMail' }),
    getTranslations({ locale, namespace: 'ContactMail' }),
  ]);
  const slots = contact.timeSlots.join(', ');
  const details = [
    `${contact.firstName} ${contact.lastName}`,
    contact.email,
    normalizePhone(contact.phone) ?? contact.phone,
    propertyLabel ?? '',
    slots,
    '',
    contact.message,
  ].join('\n');
  const agencyText = `${agency('agencyIntro', { category: agency(`categories.${contact.category}`) })}\n\n${details}`;
  const visitorText = visitor('visitorText', { name: contact.firstName });
  const html = (text: string) => `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`;
  return [
    {
      to: env.AGENCY_EMAIL,
      subject: agency('agencySubject', { name: `${contact.firstName} ${contact.lastName}` }),
      text: agencyText,
      html: html(agencyText),
    },
    { to: contact.email, subject: visitor('visitorSubject'), text: visitorText, html: html(visitorText) },
  ];
}

export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, env.SITE_URL)) return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  const limit = await limiter.consume(clientIp(request));
  if (!limit.allowed) {
    return NextResponse.json(
      { error: 'rateLimited' },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return NextResponse.json({ error: 'tooLarge' }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return NextResponse.json({ error: 'invalid' }, { status: 400 });
  }
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) return issues(parsed.error.issues);
  const contact = parsed.data;
  const form = contact.propertyId ? 'contact-me' : 'site-contact';
  const redirect = localizedPath('/thank-you/[form]', contact.locale, { form: thankYouSlug(form, contact.locale) });
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (contact.website) return NextResponse.json({ redirect });
  if (!(await verifyCaptcha(contact.captcha))) return issues([{ path: ['captcha'], message: 'captchaInvalid' }]);

  const property = contact.propertyId
    ? await db.property.findUnique({ where: { id: contact.propertyId }, select: { id: true, recordFile: true } })
    : null;
  const { captcha: _captcha, website: _website, privacy, ...payload } = contact;
  const mails = await mailsFor(contact, property ? `${property.recordFile} (#${property.id})` : null);
  try {
    await storeLead(
      db,
      {
        type: form,
        locale: contact.locale,
        propertyId: property?.id ?? null,
        payload,
        consent: privacy,
        sourcePage: contact.sourcePage,
      },
      () => mails,
    );
  } catch {
    // Only when the lead itself could not be stored does the visitor hear "not sent" (spec §8).
    return NextResponse.json({ error: 'notSent' }, { status: 503 });
  }
  void deliverPending().catch(() => {});
  return NextResponse.json({ redirect });
}
