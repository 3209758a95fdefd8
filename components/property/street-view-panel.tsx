import { getTranslations } from 'next-intl/server';
import { ThirdPartyMapGate } from '@/components/media/third-party-map-gate';
import { STREET_VIEW_HOST, streetViewEmbedUrl, streetViewLink } from '@/lib/consent/street-view';

/**
 * Street View of a published address (the tab is absent otherwise), embedded once the visitor
 * asks for it: Google then learns the visitor's address and the property's position, so nothing
 * is loaded from Google before that click. The link to Google Maps stays for those who prefer it.
 */
export async function StreetViewPanel({ lat, lng, address }: { lat: number; lng: number; address: string }) {
  const t = await getTranslations('PropertyStreetView');
  return (
    <div className="max-w-4xl">
      <p>{t('text', { address })}</p>
      <div className="mt-4 aspect-video w-full overflow-hidden rounded-lg border border-line bg-brand-50">
        <ThirdPartyMapGate host={STREET_VIEW_HOST} notice={t('notice')} showLabel={t('show')}>
          <iframe
            src={streetViewEmbedUrl(lat, lng)}
            title={t('frameTitle', { address })}
            className="h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer"
            allowFullScreen
          />
        </ThirdPartyMapGate>
      </div>
      <a
        href={streetViewLink(lat, lng)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-link"
      >
        {t('open')}
        <span className="sr-only">{t('opensInNewTab')}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
          <path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z" />
        </svg>
      </a>
      <p className="mt-3 text-sm text-muted">{t('privacy')}</p>
    </div>
  );
}
