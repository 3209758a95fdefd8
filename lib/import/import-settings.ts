// The import's environment variables (their schema is lib/env.ts's), which the CLI reads alone:
// with its command line's overrides, and without the site's other settings.
import { z } from 'zod';
import { importEnvShape } from '@/lib/env';

export type ImportSettings = {
  token: string | undefined;
  maxWithdrawShare: number;
  maxBytes: number;
  /** Every running server, told what an import changed; unset, the CLI tells SITE_URL only. */
  serverUrls: string[] | undefined;
};

export function importSettings(source: Record<string, string | undefined>): ImportSettings {
  const parsed = z.object(importEnvShape).parse(source);
  return {
    token: parsed.IMPORT_TOKEN,
    maxWithdrawShare: parsed.IMPORT_MAX_WITHDRAW_SHARE,
    maxBytes: parsed.IMPORT_MAX_BYTES,
    serverUrls: parsed.CACHE_SERVER_URLS,
  };
}
