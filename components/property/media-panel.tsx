import { getTranslations } from 'next-intl/server';
import { EmbedOnDemand } from '@/components/media/embed-on-demand';
import type { VideoLink } from '@/lib/domain/video';

const PROVIDER_NAMES: Record<string, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  tvl: 'TVL',
  yisual: 'Yisual',
};

// Browsers play these containers themselves; others (wmv, avi, flv) are offered as a download.
const PLAYABLE = new Set(['mp4', 'webm', 'mov']);

/** A video or a virtual tour: a file plays in a <video>, a hosted one loads only on demand. */
export async function MediaPanel({ link, title }: { link: VideoLink; title: string }) {
  const t = await getTranslations('PropertyMedia');
  if (link.kind === 'file') {
    if (!PLAYABLE.has(link.extension)) {
      return (
        <a href={link.url} className="font-semibold text-brand-700 underline">
          {t('downloadVideo', { format: link.extension.toUpperCase() })}
        </a>
      );
    }
    return (
      <video controls preload="none" className="aspect-video w-full rounded-lg bg-brand-900">
        <source src={link.url} />
        <a href={link.url}>{t('downloadVideo', { format: link.extension.toUpperCase() })}</a>
      </video>
    );
  }
  const tour = link.kind === 'virtual-tour';
  const provider = PROVIDER_NAMES[tour ? link.provider : link.kind] ?? '';
  return (
    <EmbedOnDemand
      src={tour ? link.url : link.embedUrl}
      title={t(tour ? 'tourTitle' : 'videoTitle', { title })}
      loadLabel={t(tour ? 'loadTour' : 'loadVideo', { provider })}
      notice={t('notice', { provider })}
    />
  );
}
