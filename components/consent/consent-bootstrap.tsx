'use client';

import { consentBootstrapScript } from '@/lib/consent/bootstrap-script';

/**
 * The inline consent script (docs/consent.md). Rendered by a client component so that its text
 * comes once with the cached code rather than a second time in every page's React payload.
 */
export function ConsentBootstrap({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }} />;
}
