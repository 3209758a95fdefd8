import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_ACTION_ATTRIBUTE,
  CONSENT_ASK_ATTRIBUTE,
  consentBootstrapScript,
  EARLY_CONSENT_ACTIONS,
  takeEarlyConsentActions,
} from '@/lib/consent/bootstrap-script';
import { showsConsentBanner } from '@/lib/consent/banner-visibility';
import { CONSENT_DEFAULTS, consentModeUpdate } from '@/lib/consent/consent-mode';
import { EVERYTHING_GRANTED } from '@/lib/consent/purposes';
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY, parseStoredConsent } from '@/lib/consent/stored-consent';

/**
 * Runs the inline script against a fake window; returns the dataLayer as plain arrays, the storage
 * and whether it marked the page for the consent banner.
 */
function run(stored: string | null, search = '', storageThrows = false, pathname = '/fr/') {
  const storage = new Map<string, string>(stored === null ? [] : [[CONSENT_STORAGE_KEY, stored]]);
  const attributes = new Set<string>();
  const clickListeners: Array<(event: { target: unknown }) => void> = [];
  const window = {
    location: { search, pathname },
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        removeAttribute: (name: string) => attributes.delete(name),
      },
      addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: boolean) => {
        if (type === 'click' && capture) clickListeners.push(listener);
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      removeItem: (key: string) => storage.delete(key),
    },
  } as Record<string, unknown>;
  vm.runInNewContext(consentBootstrapScript(), { window, URLSearchParams, JSON });
  const dataLayer = (window.dataLayer as IArguments[]).map((entry) => JSON.parse(JSON.stringify(Array.from(entry))));
  /** A click on an element inside a button marked with `action` (null: a click elsewhere). */
  const click = (action: string | null) => {
    const button = { getAttribute: (name: string) => (name === CONSENT_ACTION_ATTRIBUTE ? action : null) };
    const target = {
      closest: (selector: string) => (action !== null && selector.includes(CONSENT_ACTION_ATTRIBUTE) ? button : null),
    };
    for (const listener of clickListeners) listener({ target });
  };
  return { dataLayer, storage, window, click, asks: () => attributes.has(CONSENT_ASK_ATTRIBUTE) };
}

const PARTIAL = { analytics_storage: true, ad_storage: false, ad_user_data: true, ad_personalization: false };
const valid = (choices: object, version = CONSENT_POLICY_VERSION) => JSON.stringify({ version, choices, savedAt: '' });

describe('consent bootstrap script', () => {
  it('queues the denied defaults first, with wait_for_update', () => {
    const { dataLayer, window } = run(null);
    expect(dataLayer).toEqual([['consent', 'default', CONSENT_DEFAULTS]]);
    expect(typeof window.gtag).toBe('function');
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['broken JSON', '{'],
    ['JSON null', 'null'],
    ['another version', valid(EVERYTHING_GRANTED, '1999-01-01')],
    ['a string choice', valid({ ...PARTIAL, ad_storage: 'true' })],
    ['a missing purpose', valid({ analytics_storage: true })],
    ['choices as a string', JSON.stringify({ version: CONSENT_POLICY_VERSION, choices: 'all' })],
    ['a granted choice', valid(EVERYTHING_GRANTED)],
    ['a partial choice', valid(PARTIAL)],
  ])('agrees with parseStoredConsent on %s', (_name, stored) => {
    const parsed = parseStoredConsent(stored);
    const expected = [['consent', 'default', CONSENT_DEFAULTS]];
    if (parsed) expected.push(['consent', 'update', consentModeUpdate(parsed.choices)] as never);
    const { dataLayer, asks } = run(stored);
    expect(dataLayer).toEqual(expected);
    // The banner shows from the first paint exactly when the consent manager will keep it.
    expect(asks()).toBe(showsConsentBanner({ pathname: '/fr/', search: '', hasStoredChoice: parsed !== null }));
  });

  it('never shows the banner on a preview path', () => {
    expect(run(null, '', false, '/fr/Preview/12/').asks()).toBe(false);
    expect(run(null, '?setcookies', false, '/nl/preview/12/').asks()).toBe(false);
  });

  it('drops the stored choice on ?setcookies and sends no update', () => {
    const { dataLayer, storage, asks } = run(valid(EVERYTHING_GRANTED), '?page=2&setcookies');
    expect(dataLayer).toHaveLength(1);
    expect(asks()).toBe(true);
    expect(storage.has(CONSENT_STORAGE_KEY)).toBe(false);
  });

  it('keeps the defaults and asks when storage is blocked', () => {
    const { dataLayer, asks } = run(valid(EVERYTHING_GRANTED), '', true);
    expect(dataLayer).toEqual([['consent', 'default', CONSENT_DEFAULTS]]);
    expect(asks()).toBe(true);
  });

  it("keeps the banner's clicks made before the consent manager runs, and hides the banner on a choice", () => {
    const page = run(null);
    page.click('settings');
    expect(page.asks()).toBe(true);
    page.click(null);
    page.click('accept');
    expect(page.asks()).toBe(false);
    expect(takeEarlyConsentActions(page.window)).toEqual(['settings', 'accept']);
  });

  it('keeps no click once the consent manager has taken them', () => {
    const page = run(null);
    expect(takeEarlyConsentActions(page.window)).toEqual([]);
    page.click('accept');
    // The consent manager's own button handler answers it.
    expect(page.asks()).toBe(true);
    expect(takeEarlyConsentActions(page.window)).toEqual([]);
  });

  it('takes only the actions it knows', () => {
    expect(takeEarlyConsentActions({ [EARLY_CONSENT_ACTIONS]: ['accept', 'grant-everything', 3, 'settings'] })).toEqual(
      ['accept', 'settings'],
    );
    expect(takeEarlyConsentActions({})).toEqual([]);
  });

  it('cannot be closed early by a stored value', () => {
    expect(consentBootstrapScript('</script><script>alert(1)</script>')).not.toContain('</script>');
  });
});
