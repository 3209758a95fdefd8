'use client';

import { earlySubmitScript } from '@/lib/forms/early-submit-script';

/**
 * The inline script that keeps a press on a form's send made before the form's code runs
 * (lib/forms/early-submit-script.ts). A client component, like the consent script's, so that its
 * text comes once with the cached code rather than again in every page's React payload.
 */
export function EarlySubmit({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlySubmitScript() }} />;
}
