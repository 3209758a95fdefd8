import { storedJson } from '@/lib/browser/stored-json';
import { CONSENT_PURPOSES, type ConsentChoices } from '@/lib/consent/purposes';

/** The browser's localStorage key holding the visitor's choice (listed in the cookie policy). */
export const CONSENT_STORAGE_KEY = 'vitrine-consent';

/**
 * The version of the cookie policy the choices answer. Change it whenever the policy or the
 * purposes change: every stored choice of another version is ignored, so the banner asks again.
 */
export const CONSENT_POLICY_VERSION = '2026-01-05';

export type StoredConsent = { version: string; choices: ConsentChoices; savedAt: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored choice when it answers the current policy; null when there is none, when it is
 * unreadable (hand-edited, truncated) or when it was given for another version.
 */
export function parseStoredConsent(raw: string | null, version: string = CONSENT_POLICY_VERSION): StoredConsent | null {
  const value = storedJson(raw);
  if (!isRecord(value) || value.version !== version || !isRecord(value.choices)) return null;
  const choices = value.choices;
  if (!CONSENT_PURPOSES.every((purpose) => typeof choices[purpose] === 'boolean')) return null;
  return {
    version,
    choices: Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, choices[purpose]])) as ConsentChoices,
    savedAt: typeof value.savedAt === 'string' ? value.savedAt : '',
  };
}

export function serializeConsent(choices: ConsentChoices, now: Date, version: string = CONSENT_POLICY_VERSION): string {
  const stored: StoredConsent = {
    version,
    choices: Object.fromEntries(
      CONSENT_PURPOSES.map((purpose) => [purpose, choices[purpose] === true]),
    ) as ConsentChoices,
    savedAt: now.toISOString(),
  };
  return JSON.stringify(stored);
}
