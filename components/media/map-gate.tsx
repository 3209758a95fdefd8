import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ThirdPartyMapGate } from '@/components/media/third-party-map-gate';
import { thirdPartyTileHost } from '@/lib/consent/map-tiles';
import { env } from '@/lib/env';

/** The map's box; when the tiles come from another host, the map waits there for a click. */
export async function MapGate({ className, children }: { className: string; children: ReactNode }) {
  const t = await getTranslations('MapConsent');
  const host = thirdPartyTileHost(env().MAP_TILE_URL, env().SITE_URL);
  return (
    <div className={className}>
      <ThirdPartyMapGate host={host} notice={host ? t('notice', { host }) : ''} showLabel={t('show')}>
        {children}
      </ThirdPartyMapGate>
    </div>
  );
}
