import { isLocale, type Locale } from '@/lib/i18n/locales';

/** Languages of an Accept-Language header, best first (q=0 entries dropped). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.language);
}

/** The visitor's language: a stored choice first, then the browser's preference, then the default. */
export function visitorLocale(options: {
  cookie: string | undefined;
  acceptLanguage: string | null;
  enabled: readonly Locale[];
  fallback: Locale;
}): Locale {
  const { cookie, acceptLanguage, enabled, fallback } = options;
  if (isLocale(cookie) && enabled.includes(cookie)) return cookie;
  for (const language of acceptedLanguages(acceptLanguage ?? '')) {
    if (isLocale(language) && enabled.includes(language)) return language;
  }
  return fallback;
}
