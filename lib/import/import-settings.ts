// The import's environment variables, shared by lib/env.ts (the app) and the CLI.
import { z } from 'zod';
import { DEFAULT_MAX_WITHDRAW_SHARE } from './withdrawal-guard';

const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const importEnvShape = {
  // Bearer token of POST /api/import; the route answers 503 while it is unset.
  IMPORT_TOKEN: z.preprocess(blankIsUnset, z.string().min(24, 'IMPORT_TOKEN needs at least 24 characters').optional()),
  // Largest share (0–1) of the available properties one full feed may withdraw.
  IMPORT_MAX_WITHDRAW_SHARE: z.preprocess(
    blankIsUnset,
    z.coerce.number().min(0).max(1).default(DEFAULT_MAX_WITHDRAW_SHARE),
  ),
  // Largest request body POST /api/import reads (bytes); the CLI has no limit.
  IMPORT_MAX_BYTES: z.preprocess(
    blankIsUnset,
    z.coerce
      .number()
      .int()
      .positive()
      .default(256 * 1024 * 1024),
  ),
  // Base URLs of every running server, comma-separated: an import tells each what to take out of
  // its cache (docs/caching.md). Unset, the CLI tells SITE_URL and an HTTP import its own server.
  // Not read with REDIS_URL, through which every server hears of it.
  CACHE_SERVER_URLS: z.preprocess(
    blankIsUnset,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
      .optional(),
  ),
};

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
