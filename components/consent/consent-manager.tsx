'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { AnalyticsTags } from '@/components/analytics/analytics-tags';
import { gtag } from '@/components/analytics/third-party-tags';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { OPEN_CONSENT_SETTINGS_EVENT } from '@/components/consent/consent-events';
import type { ConsentDialog } from '@/components/consent/consent-dialogs';
import {
  asksToResetConsent,
  isPreviewPath,
  showsConsentBanner,
  withoutResetParameter,
} from '@/lib/consent/banner-visibility';
import { takeEarlyConsentActions } from '@/lib/consent/bootstrap-script';
import { consentModeUpdate } from '@/lib/consent/consent-mode';
import { EVERYTHING_GRANTED, NOTHING_GRANTED, type ConsentChoices } from '@/lib/consent/purposes';
import { CONSENT_STORAGE_KEY, parseStoredConsent, serializeConsent } from '@/lib/consent/stored-consent';
import type { SiteTagIds } from '@/lib/consent/tag-plan';

// Storage can be blocked (private modes, policies): the site then works as if nothing was chosen.
function readStoredChoice(): ConsentChoices | null {
  try {
    return parseStoredConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))?.choices ?? null;
  } catch {
    return null;
  }
}

function storeChoice(choices: ConsentChoices | null): void {
  try {
    if (choices) window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choices, new Date()));
    else window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Not stored: the banner asks again on the next page, which is the safe side.
  }
}

type Dialog = 'closed' | ConsentDialog;

// The settings dialog's code and messages come with its first opening: most visitors never open it.
const ConsentDialogs = dynamic(
  () => import('@/components/consent/consent-dialogs').then((m) => m.loadConsentDialogs(document.documentElement.lang)),
  { ssr: false },
);

/**
 * Cookie consent (docs/consent.md): the banner on a first visit (not on preview paths, again after
 * `?setcookies` or a new policy version), the settings and category dialogs, the stored choice,
 * Consent Mode updates and, through AnalyticsTags, the tags the choice allows.
 */
export function ConsentManager({ tagIds, nonce }: { tagIds: SiteTagIds; nonce: string | undefined }) {
  const pathname = usePathname();
  const [choices, setChoices] = useState<ConsentChoices | null>(null);
  // Rendered on the server: the inline consent script shows it before any bundle runs when it
  // must ask (lib/consent/bootstrap-script.ts), and the effect below removes it when not.
  const [bannerOpen, setBannerOpen] = useState(true);
  const [dialog, setDialog] = useState<Dialog>('closed');

  const choose = useCallback((next: ConsentChoices) => {
    // The order of docs/consent.md: store the choice, update the tag manager's consent, then page
    // views follow.
    storeChoice(next);
    gtag('consent', 'update', consentModeUpdate(next));
    setChoices(next);
    setBannerOpen(false);
    setDialog('closed');
    // The button that had focus is gone with the banner or dialog: reading resumes at the page.
    requestAnimationFrame(() => document.getElementById('main')?.focus({ preventScroll: true }));
  }, []);

  // Runs once per page load: the stored choice lives in the browser only.
  useEffect(() => {
    const { search, hash } = window.location;
    const reset = asksToResetConsent(search);
    if (reset) {
      storeChoice(null);
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${withoutResetParameter(search)}${hash}`,
      );
    }
    const stored = reset ? null : readStoredChoice();
    // Reading the browser's storage can only happen after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoices(stored);
    setBannerOpen(showsConsentBanner({ pathname: window.location.pathname, search, hasStoredChoice: stored !== null }));
    // The visitor's clicks on the banner before this ran (lib/consent/bootstrap-script.ts): the
    // last one counts, as it would have.
    const early = takeEarlyConsentActions(window as unknown as Record<string, unknown>).at(-1);
    if (early === 'accept') choose(EVERYTHING_GRANTED);
    if (early === 'decline') choose(NOTHING_GRANTED);
    if (early === 'settings') setDialog('settings');
  }, [choose]);

  useEffect(() => {
    const open = () => setDialog('settings');
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
  }, []);

  // Client-side navigation to a preview page keeps the banner away too. It stays under
  // an open dialog (inert there) so that closing the dialog returns focus to its button.
  const showBanner = bannerOpen && !isPreviewPath(pathname);

  return (
    <>
      {showBanner && (
        <ConsentBanner
          onAcceptAll={() => choose(EVERYTHING_GRANTED)}
          onDecline={() => choose(NOTHING_GRANTED)}
          onSettings={() => setDialog('settings')}
        />
      )}
      {dialog !== 'closed' && (
        <ConsentDialogs
          dialog={dialog}
          choices={choices}
          onShow={setDialog}
          onChoose={choose}
          onClose={() => setDialog('closed')}
        />
      )}
      <AnalyticsTags choices={choices} tagIds={tagIds} nonce={nonce} />
    </>
  );
}
