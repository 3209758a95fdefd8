import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import { AGENCY_TIME_ZONE } from '@/lib/i18n/dates';
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
  return createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: AGENCY_TIME_ZONE });
}

/** Messages looked up by a key made at run time (a lead's field names), which typed keys cannot name. */
export type MessageLookup = { (key: string): string; has(key: string): boolean };

/** Every message of `locale`, for keys made at run time: `has` says whether one exists. */
export function messageLookup(locale: Locale): MessageLookup {
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    timeZone: AGENCY_TIME_ZONE,
  }) as unknown as MessageLookup;
}
