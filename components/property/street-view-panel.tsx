import { getTranslations } from 'next-intl/server';

/** Street View opens at Google Maps: only for a published address (the tab is absent otherwise). */
export async function StreetViewPanel({ lat, lng, address }: { lat: number; lng: number; address: string }) {
  const t = await getTranslations('PropertyStreetView');
  const url = `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat},${lng}`;
  return (
    <div className="max-w-2xl">
      <p>{t('text', { address })}</p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
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
