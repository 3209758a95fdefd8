import { signUnsubscribe, type UnsubscribeKind } from '@/lib/alerts/unsubscribe-token';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';

/**
 * Where a mail's unsubscribe link leads: the visitor's page (which asks to confirm, so a mail
 * scanner following links unsubscribes nobody) and the RFC 8058 one-click address mail clients
 * POST to, announced in the List-Unsubscribe headers.
 */
export function unsubscribeLinks(
  siteUrl: string,
  key: string,
  kind: UnsubscribeKind,
  id: number,
  locale: Locale,
): { page: string; headers: Record<string, string> } {
  const query = new URLSearchParams({ kind, id: String(id), token: signUnsubscribe(key, kind, id) }).toString();
  const page = new URL(`${localizedPath('/unsubscribe', locale)}?${query}`, siteUrl).href;
  const oneClick = new URL(`/api/unsubscribe/?${query}`, siteUrl).href;
  return {
    page,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
