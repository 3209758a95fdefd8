import { z } from 'zod';

// The server's configuration, read from the environment once, when first asked for: scripts/serve.ts
// asks before it listens, so a misconfigured server fails loudly at start-up instead of half-working.
// It imports nothing of lib/: every module may read it (docs/architecture.md).

/** Default for IMPORT_MAX_WITHDRAW_SHARE: at most a fifth of the available properties per feed. */
export const DEFAULT_MAX_WITHDRAW_SHARE = 0.2;

const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The CRM import's variables, which the import's CLI reads alone (lib/import/import-settings.ts). */
export const importEnvShape = {
  // Bearer token of POST /api/import; the route answers 503 while it is unset.
  IMPORT_TOKEN: z.preprocess(blankIsUnset, z.string().min(24, 'IMPORT_TOKEN needs at least 24 characters').optional()),
  // Largest share (0–1) of the available properties one full feed may withdraw
  // (lib/import/withdrawal-guard.ts).
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

/** TRUST_PROXY as a number of proxies: `false` and `true` mean 0 and 1. */
function trustedProxyHops(value: string): number {
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  return Number(value);
}

const envSchema = z.object({
  DATABASE_URL: z.string().min(1).default('file:./data/vitrine.db'),
  SITE_URL: z.url().default('http://localhost:3000'),
  // Other host names the site answers under (`vitrine.example,www.vitrine.example:8443`): the page
  // cache keeps pages asked for under SITE_URL's host and these alone (docs/caching.md).
  SITE_HOST_ALIASES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  ENABLED_LOCALES: z
    .string()
    .default('fr,nl,en,de')
    .transform((value) =>
      value
        .split(',')
        .map((locale) => locale.trim())
        .filter(Boolean),
    ),
  PROMOTION_URL: z.url().default('https://www.example.com/promotion/'),
  MEDIA_DIR: z.string().default('./data/media'),
  // Rent-application documents (lib/uploads): private, outside the web root, served only through
  // the signed links of the agency's mail, and removed after UPLOAD_RETENTION_DAYS.
  UPLOAD_DIR: z.string().default('./data/uploads'),
  UPLOAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // CRM import (POST /api/import, npm run import), above.
  ...importEnvShape,
  // Redis shared by several instances: rate limits (lib/rate-limit) and Next's data cache with its
  // expiries (docs/caching.md, several servers; the cache handler reads the variable itself). Unset,
  // limits live in the database and the cache in each process.
  REDIS_URL: z.string().min(1).optional(),
  // Map tiles of the listing map (Leaflet URL template); the attribution must name their source.
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  // Owner sessions (lib/auth): a generated secret is kept in data/ when this is unset.
  NEXTAUTH_SECRET: z.string().min(32).optional(),
  // Outgoing mail: an SMTP URL (smtp://user:pass@host:587); unset, messages are written as .eml
  // files to MAIL_DIR so a developer can read them.
  SMTP_URL: z.string().optional(),
  MAIL_DIR: z.string().default('./data/mail'),
  MAIL_FROM: z.string().default('Vitrine Immobilier <no-reply@vitrine.example>'),
  // How many reverse proxies in front of the app append to X-Forwarded-For (`true` = 1): rate
  // limits key on the address the outermost of them saw (lib/security/client-address.ts).
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/, 'TRUST_PROXY is false, true or a number of proxies')
    .default('false')
    .transform(trustedProxyHops),
  // Where visitor forms are sent (the agency's inbox).
  AGENCY_EMAIL: z.email().default('info@vitrine.example'),
  // Bearer token of GET /api/agency/leads/ (the agency's CSV export); the route answers 503 while unset.
  LEADS_EXPORT_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(24, 'LEADS_EXPORT_TOKEN needs at least 24 characters').optional(),
  ),
  // Megabytes of rendered pages the server keeps (scripts/serve.ts, docs/caching.md); 0 renders
  // every page per request.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  // Renders for the page cache made at once; the others wait their turn
  // (lib/page-cache/render-in-process.ts). Unset: scripts/serve.ts chooses by the database.
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // `1` serves /{locale}/test-error/, a page that always fails: how the browser tests see the
  // error page. Unset, that address is a 404 like any other.
  TEST_ERROR_PAGE: z.enum(['0', '1']).default('0'),
});

export type Env = z.infer<typeof envSchema>;

/** `source` read as the configuration; throws, naming each variable that is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return envSchema.parse(source);
}

let parsed: Env | undefined;

/**
 * The configuration of this process: process.env as it is the first time this is called, kept for
 * every later call (a test sets the variables before the first use, or reads others with parseEnv).
 */
export function env(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}

/** Whether the site is served over HTTPS (its cookies are then marked Secure). */
export function servedOverHttps(siteUrl: string = env().SITE_URL): boolean {
  return new URL(siteUrl).protocol === 'https:';
}
