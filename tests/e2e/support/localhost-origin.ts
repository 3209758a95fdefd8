import { NOTHING_GRANTED } from '@/lib/consent/purposes';
import { CONSENT_STORAGE_KEY, serializeConsent } from '@/lib/consent/stored-consent';
import { E2E_PORT } from './e2e-env';

// `next dev` serves its dev resources (HMR socket, client chunks) to "localhost" only: from
// 127.0.0.1 the page never hydrates. Specs that need a hydrated page on the shared dev server
// use this origin; `next start` serves both alike. The consent choice is stored for it too.
const origin = `http://localhost:${E2E_PORT}`;

export const localhostOrigin = {
  baseURL: origin,
  storageState: {
    cookies: [],
    origins: [
      { origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: serializeConsent(NOTHING_GRANTED, new Date(0)) }] },
    ],
  },
};
