import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const MESSAGES = { fr, nl, en, de } as unknown as Record<Locale, Messages>;

/**
 * A typed translator outside a request (mail templates, route handlers under test, scripts):
 * `getTranslations` needs Next's request scope, this needs only the locale.
 */
export function translator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  locale: Locale,
  namespace: Namespace,
) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: 'Europe/Brussels' });
}
