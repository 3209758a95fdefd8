import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ENABLED_LOCALES_LIFE_MS,
  forgetEnabledLocales,
  rememberedEnabledLocales,
} from '@/lib/i18n/enabled-locales-memo';
import type { Locale } from '@/lib/i18n/locales';

// The proxy's short-lived copy of the enabled languages (docs/caching.md, the proxy's languages).
afterEach(forgetEnabledLocales);

const T0 = 1_000_000;

describe('rememberedEnabledLocales', () => {
  it('reads once per life, concurrent requests included', async () => {
    const load = vi.fn(() => Promise.resolve<Locale[]>(['fr', 'nl']));
    const [first, second] = await Promise.all([rememberedEnabledLocales(load, T0), rememberedEnabledLocales(load, T0)]);
    expect(first).toEqual(['fr', 'nl']);
    expect(second).toEqual(['fr', 'nl']);
    expect(await rememberedEnabledLocales(load, T0 + ENABLED_LOCALES_LIFE_MS - 1)).toEqual(['fr', 'nl']);
    expect(load).toHaveBeenCalledTimes(1);
    await rememberedEnabledLocales(load, T0 + ENABLED_LOCALES_LIFE_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again at once after forgetEnabledLocales (a change on this server)', async () => {
    expect(await rememberedEnabledLocales(() => Promise.resolve<Locale[]>(['fr', 'nl', 'en', 'de']), T0)).toHaveLength(
      4,
    );
    forgetEnabledLocales();
    expect(await rememberedEnabledLocales(() => Promise.resolve<Locale[]>(['fr']), T0 + 1)).toEqual(['fr']);
  });

  it('keeps no failed read', async () => {
    await expect(rememberedEnabledLocales(() => Promise.reject(new Error('database down')), T0)).rejects.toThrow();
    expect(await rememberedEnabledLocales(() => Promise.resolve<Locale[]>(['fr']), T0 + 1)).toEqual(['fr']);
  });

  it('is one copy per process, whichever bundle asks (globalThis)', async () => {
    await rememberedEnabledLocales(() => Promise.resolve<Locale[]>(['fr', 'de']), T0);
    vi.resetModules();
    const again = await import('@/lib/i18n/enabled-locales-memo');
    expect(await again.rememberedEnabledLocales(() => Promise.resolve<Locale[]>(['fr']), T0 + 1)).toEqual(['fr', 'de']);
  });
});
