'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const ITEM = 'flex min-h-11 w-full items-center rounded px-3 text-left font-medium hover:bg-sand-50';

/**
 * The two ways to share that need the browser: copying the address (said aloud once done) and,
 * where the device offers it (phones), its own share sheet.
 */
export function ShareActions({ url, title }: { url: string; title: string }) {
  const t = useTranslations('Share');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [canShare, setCanShare] = useState(false);

  // Only the browser knows whether it has a share sheet.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <>
      <li>
        <button type="button" onClick={copy} className={ITEM}>
          {t('copy')}
        </button>
        <p role="status" className="px-3 text-sm text-muted empty:hidden">
          {status === 'copied' ? t('copied') : status === 'failed' ? t('copyFailed') : ''}
        </p>
      </li>
      {canShare && (
        <li>
          <button
            type="button"
            // A visitor who closes the sheet is no error worth reporting.
            onClick={() => navigator.share({ url, title }).catch(() => undefined)}
            className={ITEM}
          >
            {t('native')}
          </button>
        </li>
      )}
    </>
  );
}
