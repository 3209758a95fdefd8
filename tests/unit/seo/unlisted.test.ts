import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { accountPageMetadata, mailLinkMetadata } from '@/lib/seo/unlisted';

const enabled = vi.hoisted(() => ({ locales: ['fr', 'nl', 'en', 'de'] as Locale[] }));

vi.mock('server-only', () => ({}));
// The languages the back-office switched on, read from the database in the app.
vi.mock('@/lib/site/queries', () => ({ getEnabledLocales: () => Promise.resolve(enabled.locales) }));
// Outside a Next request, the messages come from the same files through lib/i18n/translator.ts.
vi.mock('next-intl/server', async () => {
  const { translator } = await import('@/lib/i18n/translator');
  return {
    getTranslations: ({ locale, namespace }: { locale: Locale; namespace: Parameters<typeof translator>[1] }) =>
      translator(locale, namespace),
  };
});
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

/** Out of search results, its links not followed. */
const UNLISTED = { index: false, follow: false };

const withLocales = (locales: Locale[]) => {
  enabled.locales = locales;
};

describe('accountPageMetadata', () => {
  it.each([
    ['fr', '/login', 'Connexion', '/fr/login/'],
    ['nl', '/login/forgot', 'Wachtwoord vergeten', '/nl/login/wachtwoord-vergeten/'],
    ['en', '/login/reset', 'New password', '/en/login/new-password/'],
    ['de', '/owner', 'Eigentümerbereich', '/de/eigentuemer/'],
  ] as const)(
    'in %s, %s is unlisted, with its title and canonical address',
    async (locale, pathname, title, canonical) => {
      withLocales(['fr', 'nl', 'en', 'de']);
      const metadata = await accountPageMetadata(locale, pathname, title);
      expect(metadata).toMatchObject({ title, robots: UNLISTED });
      expect(metadata.alternates?.canonical).toBe(canonical);
    },
  );

  it('names its address in each language the site offers, French as the default', async () => {
    withLocales(['fr', 'nl', 'en', 'de']);
    expect((await accountPageMetadata('nl', '/owner', 'Eigenaar')).alternates?.languages).toEqual({
      fr: '/fr/espace-proprietaire/',
      nl: '/nl/eigenaar/',
      en: '/en/owner/',
      de: '/de/eigentuemer/',
      'x-default': '/fr/espace-proprietaire/',
    });
  });

  it('names only the languages switched on, the first as the default without French', async () => {
    withLocales(['nl', 'en']);
    expect((await accountPageMetadata('en', '/owner', 'Owner')).alternates).toEqual({
      canonical: '/en/owner/',
      languages: { nl: '/nl/eigenaar/', en: '/en/owner/', 'x-default': '/nl/eigenaar/' },
    });
  });
});

describe('mailLinkMetadata', () => {
  const params = (locale: string) => ({ params: Promise.resolve({ locale }) });

  it.each([
    ['AlertConfirmation', { fr: 'Confirmer votre alerte', de: 'E-Mail-Benachrichtigung bestätigen' }],
    ['Unsubscribe', { nl: 'Uitschrijven', en: 'Unsubscribe' }],
    ['VisitPage', { fr: 'Votre visite', nl: 'Uw bezoek' }],
  ] as const)('titles the %s page, unlisted: %j', async (namespace, titles) => {
    for (const [locale, title] of Object.entries(titles)) {
      expect(await mailLinkMetadata(namespace)(params(locale)), locale).toEqual({ title, robots: UNLISTED });
    }
  });

  it('adds what the page asks for besides (no sharing card for a visit)', async () => {
    const metadata = await mailLinkMetadata('VisitPage', { openGraph: null, twitter: null })(params('en'));
    expect(metadata).toEqual({ title: 'Your viewing', robots: UNLISTED, openGraph: null, twitter: null });
  });

  it.each(['xx', '', 'FR'])('answers a language the site does not know (%j) with the 404 page', async (locale) => {
    await expect(mailLinkMetadata('Unsubscribe')(params(locale))).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
