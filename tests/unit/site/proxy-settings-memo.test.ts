import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { forgetProxySettings, PROXY_SETTINGS_LIFE_MS, rememberedProxySettings } from '@/lib/site/proxy-settings-memo';

// The proxy's short-lived copy of the site's settings (docs/caching.md, the proxy's copy of site settings).
afterEach(forgetProxySettings);

const T0 = 1_000_000;
const settings =
  (enabledLocales: Locale[], draftRoutes: string[] = []) =>
  () =>
    Promise.resolve({ enabledLocales, draftRoutes });

describe('rememberedProxySettings', () => {
  it('reads once per life, concurrent requests included', async () => {
    const load = vi.fn(settings(['fr', 'nl'], ['/free-valuation']));
    const [first, second] = await Promise.all([rememberedProxySettings(load, T0), rememberedProxySettings(load, T0)]);
    expect(first).toEqual({ enabledLocales: ['fr', 'nl'], draftRoutes: ['/free-valuation'] });
    expect(second).toBe(first);
    expect(await rememberedProxySettings(load, T0 + PROXY_SETTINGS_LIFE_MS - 1)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await rememberedProxySettings(load, T0 + PROXY_SETTINGS_LIFE_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again at once after forgetProxySettings (a change on this server)', async () => {
    await rememberedProxySettings(settings(['fr', 'nl', 'en', 'de'], ['/contact']), T0);
    forgetProxySettings();
    expect(await rememberedProxySettings(settings(['fr']), T0 + 1)).toEqual({
      enabledLocales: ['fr'],
      draftRoutes: [],
    });
  });

  it('keeps no failed read', async () => {
    await expect(rememberedProxySettings(() => Promise.reject(new Error('database down')), T0)).rejects.toThrow();
    expect((await rememberedProxySettings(settings(['fr']), T0 + 1)).enabledLocales).toEqual(['fr']);
  });

  it('is one copy per process, whichever bundle asks (globalThis)', async () => {
    await rememberedProxySettings(settings(['fr', 'de']), T0);
    vi.resetModules();
    const again = await import('@/lib/site/proxy-settings-memo');
    expect((await again.rememberedProxySettings(settings(['fr']), T0 + 1)).enabledLocales).toEqual(['fr', 'de']);
  });
});
