// The footer link (a separate leaf) asks the consent manager to open the settings.
export const OPEN_CONSENT_SETTINGS_EVENT = 'vitrine:open-consent-settings';

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
}
