import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ISLANDS, pickMessages, type Island } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Gives a client component the messages it reads and no others (lib/i18n/client-messages.ts):
 * a provider replaces the layout's messages for what it wraps, it does not add to them.
 */
export async function ClientMessages({
  island,
  locale,
  children,
}: {
  island: Island;
  /** Outside the public site's [locale] pages (the back-office), the language to speak. */
  locale?: Locale;
  children: ReactNode;
}) {
  const messages = pickMessages(await getMessages(locale && { locale }), ISLANDS[island].namespaces);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
