import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ISLANDS, pickMessages, type Island } from '@/lib/i18n/client-messages';

/**
 * Gives a client component the messages it reads and no others (lib/i18n/client-messages.ts):
 * a provider replaces the layout's messages for what it wraps, it does not add to them.
 */
export async function ClientMessages({ island, children }: { island: Island; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), ISLANDS[island].namespaces);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
