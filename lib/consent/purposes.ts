// The four Google Consent Mode v2 purposes the visitor switches on or off (the settings offer
// essential, always on, then these four: docs/consent.md). Essential storage needs no switch.
export const CONSENT_PURPOSES = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoices = Readonly<Record<ConsentPurpose, boolean>>;

const every = (granted: boolean): ConsentChoices =>
  Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, granted])) as Record<ConsentPurpose, boolean>;

/** Every non-essential purpose is denied until the visitor chooses (docs/consent.md, denied by default). */
export const NOTHING_GRANTED: ConsentChoices = every(false);
export const EVERYTHING_GRANTED: ConsentChoices = every(true);
