import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLocalCopies, keepLocalCopy } from '@/lib/cache/forget-local-copies';
import { CACHE_TAG } from '@/lib/cache/tags';
import { installPageCache } from '@/lib/page-cache/page-cache-state';
import { PageStore } from '@/lib/page-cache/page-store';
import { forgetProxySettings, rememberedProxySettings } from '@/lib/site/proxy-settings-memo';
import { storedPage } from '../../support/stored-page';

afterEach(forgetProxySettings);

const settings = () => Promise.resolve({ enabledLocales: ['fr' as const], draftRoutes: [] });

describe('forgetLocalCopies', () => {
  it('tells each registered copy the tags, the last registered under a name only', () => {
    const replaced = vi.fn();
    const kept = vi.fn();
    keepLocalCopy('test-copy', replaced);
    keepLocalCopy('test-copy', kept);

    forgetLocalCopies(new Set());
    expect(kept).not.toHaveBeenCalled();
    forgetLocalCopies(new Set([CACHE_TAG.listings]));

    expect(kept).toHaveBeenCalledWith(new Set([CACHE_TAG.listings]));
    expect(replaced).not.toHaveBeenCalled();
  });

  it('drops the kept pages made of the tags, and those only', () => {
    const store = new PageStore(1000, 60_000);
    installPageCache({ placeholder: 'placeholder', store });
    store.set('/fr/a-vendre/', storedPage([CACHE_TAG.siteContent, CACHE_TAG.listings]), store.generation);
    store.set('/fr/a-vendre/x/y/7/', storedPage([CACHE_TAG.siteContent, CACHE_TAG.property(7)]), store.generation);

    forgetLocalCopies(new Set([CACHE_TAG.listings]));

    expect(store.get('/fr/a-vendre/')).toBeUndefined();
    expect(store.get('/fr/a-vendre/x/y/7/')).toBeDefined();
  });

  it("drops the proxy's copy of the site settings when site content changed, and only then", async () => {
    const load = vi.fn(settings);
    await rememberedProxySettings(load);
    forgetLocalCopies(new Set([CACHE_TAG.listings]));
    await rememberedProxySettings(load);
    expect(load).toHaveBeenCalledTimes(1);

    forgetLocalCopies(new Set([CACHE_TAG.siteContent]));
    await rememberedProxySettings(load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
