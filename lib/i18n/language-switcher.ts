import type { Locale } from '@/lib/i18n/locales';

/** Spec §2: the language switcher is shown only when more than one language is in use. */
export function showsLanguageSwitcher(configured: boolean, enabled: readonly Locale[]): boolean {
  return configured && enabled.length > 1;
}
