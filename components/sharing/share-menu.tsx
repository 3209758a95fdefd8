import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ShareActions } from '@/components/sharing/share-actions';
import { ShareTargetLinks } from '@/components/sharing/share-target-links';

/**
 * "Share": a disclosure (works without JavaScript) listing plain links to WhatsApp, Facebook,
 * LinkedIn and e-mail, then copy-the-link and, on phones, the device's share sheet. No service
 * hears of the page before the visitor picks it.
 */
export async function ShareMenu({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('Share');
  return (
    <details className="group relative print:hidden">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-line bg-white px-4 font-semibold text-brand-800 hover:bg-sand-50 [&::-webkit-details-marker]:hidden">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
          <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" />
        </svg>
        {t('share')}
      </summary>
      <ul className="absolute left-0 z-20 mt-2 w-64 sm:right-0 sm:left-auto rounded-md border border-line bg-white p-2 text-left shadow-lg">
        <ClientMessages island="shareActions">
          <ShareTargetLinks url={url} title={title} />
          <ShareActions url={url} title={title} />
        </ClientMessages>
      </ul>
    </details>
  );
}
