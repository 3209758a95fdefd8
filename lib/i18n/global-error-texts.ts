import { type Locale, localeOrDefault } from '@/lib/i18n/locales';

/**
 * The words of app/global-error.tsx, which shows when the layout itself failed: no message
 * provider is left to read the catalogue from, and importing the catalogues would put all four
 * into the browser. The same texts as the catalogue's ErrorPage (a unit test compares them).
 */
export const GLOBAL_ERROR_TEXTS: Record<Locale, { title: string; text: string; retry: string; home: string }> = {
  fr: {
    title: 'Un problème est survenu',
    text: "Cette page n'a pas pu s'afficher. Réessayez dans un instant ; si le problème persiste, contactez-nous.",
    retry: 'Réessayer',
    home: "Retour à l'accueil",
  },
  nl: {
    title: 'Er ging iets mis',
    text: 'Deze pagina kon niet worden weergegeven. Probeer het zo meteen opnieuw; blijft het probleem bestaan, neem dan contact met ons op.',
    retry: 'Opnieuw proberen',
    home: 'Terug naar de startpagina',
  },
  en: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please try again in a moment; if the problem persists, contact us.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Diese Seite konnte nicht angezeigt werden. Versuchen Sie es gleich noch einmal; besteht das Problem weiter, kontaktieren Sie uns.',
    retry: 'Erneut versuchen',
    home: 'Zurück zur Startseite',
  },
};

/** The language of a path's first segment (`/nl/…`), else the default one. */
export function pathLocale(pathname: string | null): Locale {
  const first = pathname?.split('/')[1] ?? '';
  return localeOrDefault(first);
}
