import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_WITHDRAW_SHARE, parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toMatchObject({
      DATABASE_URL: 'file:./data/vitrine.db',
      SITE_URL: 'http://localhost:3000',
      SITE_HOST_ALIASES: [],
      ENABLED_LOCALES: ['fr', 'nl', 'en', 'de'],
      IMPORT_MAX_WITHDRAW_SHARE: DEFAULT_MAX_WITHDRAW_SHARE,
      TRUST_PROXY: 0,
      PAGE_CACHE_MB: 32,
    });
    expect(parseEnv({}).IMPORT_TOKEN).toBeUndefined();
  });

  it.each([
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %d proxies', (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it('reads the lists', () => {
    const parsed = parseEnv({
      SITE_HOST_ALIASES: ' Vitrine.example, ,www.vitrine.example:8443',
      ENABLED_LOCALES: 'fr, nl',
    });
    expect(parsed.SITE_HOST_ALIASES).toEqual(['vitrine.example', 'www.vitrine.example:8443']);
    expect(parsed.ENABLED_LOCALES).toEqual(['fr', 'nl']);
  });

  it.each([
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY is false, true or a number of proxies/],
    [{ SITE_URL: 'localhost' }, /SITE_URL/],
    [{ IMPORT_TOKEN: 'short' }, /IMPORT_TOKEN needs at least 24 characters/],
    [{ LEADS_EXPORT_TOKEN: 'short' }, /LEADS_EXPORT_TOKEN needs at least 24 characters/],
    [{ PAGE_CACHE_MB: '-1' }, /PAGE_CACHE_MB/],
  ])('refuses %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});

describe('env', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('reads process.env at its first call, not when imported, and keeps that reading', async () => {
    const { env } = await import('@/lib/env');
    vi.stubEnv('SITE_URL', 'https://first.example');
    expect(env().SITE_URL).toBe('https://first.example');
    vi.stubEnv('SITE_URL', 'https://second.example');
    expect(env().SITE_URL).toBe('https://first.example');
  });

  it('throws at its first call when the environment is wrong', async () => {
    const { env } = await import('@/lib/env');
    vi.stubEnv('TRUST_PROXY', 'yes');
    expect(() => env()).toThrow(/TRUST_PROXY/);
  });
});
