import { describe, expect, it } from 'vitest';
import { EVERYTHING_GRANTED, NOTHING_GRANTED } from '@/lib/consent/purposes';
import {
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  parseStoredConsent,
  serializeConsent,
} from '@/lib/consent/stored-consent';

const NOW = new Date('2026-02-01T10:00:00.000Z');
const PARTIAL = { analytics_storage: true, ad_storage: false, ad_user_data: false, ad_personalization: false };
const stored = (value: unknown) => JSON.stringify(value);

describe('consent storage', () => {
  it('uses the key and version named in the cookie policy', () => {
    expect(CONSENT_STORAGE_KEY).toBe('vitrine-consent');
    expect(CONSENT_POLICY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['everything granted', EVERYTHING_GRANTED],
    ['nothing granted', NOTHING_GRANTED],
    ['analytics only', PARTIAL],
  ])('reads back what it wrote: %s', (_name, choices) => {
    const parsed = parseStoredConsent(serializeConsent(choices, NOW));
    expect(parsed).toEqual({ version: CONSENT_POLICY_VERSION, choices, savedAt: NOW.toISOString() });
  });

  it('writes only the four purposes, as booleans', () => {
    const extra = { ...PARTIAL, functionality_storage: true } as unknown as typeof PARTIAL;
    expect(JSON.parse(serializeConsent(extra, NOW)).choices).toEqual(PARTIAL);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['another policy version', stored({ version: '2020-01-01', choices: EVERYTHING_GRANTED })],
    ['no version', stored({ choices: EVERYTHING_GRANTED })],
    ['no choices', stored({ version: CONSENT_POLICY_VERSION })],
    ['choices as an array', stored({ version: CONSENT_POLICY_VERSION, choices: [] })],
    [
      'a missing purpose',
      stored({ version: CONSENT_POLICY_VERSION, choices: { ...PARTIAL, ad_personalization: undefined } }),
    ],
    ["'true' as a string", stored({ version: CONSENT_POLICY_VERSION, choices: { ...PARTIAL, ad_storage: 'true' } })],
    ['1 as a number', stored({ version: CONSENT_POLICY_VERSION, choices: { ...PARTIAL, ad_storage: 1 } })],
  ])('ignores %s', (_name, raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
  });

  it('asks again when the policy version changes', () => {
    const raw = serializeConsent(EVERYTHING_GRANTED, NOW, '2026-01-05');
    expect(parseStoredConsent(raw, '2026-01-05')).not.toBeNull();
    expect(parseStoredConsent(raw, '2026-06-01')).toBeNull();
  });

  it('keeps a choice whose date is missing', () => {
    expect(parseStoredConsent(stored({ version: CONSENT_POLICY_VERSION, choices: PARTIAL }))?.choices).toEqual(PARTIAL);
  });
});
