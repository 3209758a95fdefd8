import { visitLinkToken } from '@/lib/appointments/visit-link-token';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';

/**
 * Where a visit confirmation's "cancel or move" link leads: the visit's page in the visitor's
 * language (docs/url-map.md), which changes nothing until the visitor presses a button, so a mail
 * scanner following the link cancels nobody's visit.
 */
export function visitLinkUrl(
  siteUrl: string,
  key: string,
  visit: { leadId: number; endsAt: Date },
  locale: Locale,
): string {
  const token = visitLinkToken(key, visit.leadId, visit.endsAt);
  return new URL(localizedPath('/visit/[token]', locale, { token }), siteUrl).href;
}
