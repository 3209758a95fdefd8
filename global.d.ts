import type messages from './messages/en.json';
import type { routing } from './lib/i18n/routing';

// Typed messages: a key missing from en.json is a type error at the call site.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
