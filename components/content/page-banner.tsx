import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BannerVideo } from '@/components/content/banner-video';
import type { PageBanner as Banner } from '@/lib/site/page-banner';

function Overlay({ title, description }: { title: string | null; description: string | null }) {
  if (!title && !description) return null;
  return (
    <div className="max-w-2xl">
      {title && <p className="font-serif text-3xl font-semibold text-white sm:text-4xl">{title}</p>}
      {description && <p className="mt-3 text-lg text-brand-50">{description}</p>}
    </div>
  );
}

function Band({ children, media }: { children: ReactNode; media: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-900 text-white">
      {media}
      {/* Keeps the white text readable (AA) over any picture. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/90 to-brand-900/60" />
      <div className="container-page flex min-h-56 flex-col justify-center py-10 sm:min-h-72">{children}</div>
    </div>
  );
}

/** The page banner (image, gallery or video) with the page's banner title and description. */
export async function PageBanner({
  banner,
  title,
  description,
}: {
  banner: Banner;
  title: string | null;
  description: string | null;
}) {
  const overlay = <Overlay title={title} description={description} />;
  switch (banner.kind) {
    case 'image':
      return (
        <Band
          media={
            // eslint-disable-next-line @next/next/no-img-element -- CMS banner of unknown size (SVG allowed), decorative
            <img src={banner.url} alt="" className="absolute inset-0 -z-20 size-full object-cover" />
          }
        >
          {overlay}
        </Band>
      );
    case 'gallery':
      return (
        <Band
          media={
            <div aria-hidden="true" className="absolute inset-0 -z-20 grid sm:grid-cols-3">
              {banner.urls.slice(0, 3).map((url, index) => (
                // eslint-disable-next-line @next/next/no-img-element -- CMS gallery, decorative
                <img
                  key={`${url}-${index}`}
                  src={url}
                  alt=""
                  className={index === 0 ? 'size-full object-cover' : 'hidden size-full object-cover sm:block'}
                />
              ))}
            </div>
          }
        >
          {overlay}
        </Band>
      );
    case 'video': {
      if (banner.video.kind === 'file') {
        return (
          <Band
            media={
              <ClientMessages island="bannerVideo">
                <BannerVideo src={banner.video.url} />
              </ClientMessages>
            }
          >
            {overlay}
          </Band>
        );
      }
      // A player (YouTube, Vimeo, Facebook) must stay clickable: it sits beside the text.
      const t = await getTranslations('PageBanner');
      return (
        <div className="bg-brand-900 text-white">
          <div className="container-page grid items-center gap-8 py-10 lg:grid-cols-2">
            {overlay}
            <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
              <iframe
                src={banner.video.embedUrl}
                title={title ?? t('video')}
                loading="lazy"
                allow="fullscreen; picture-in-picture; encrypted-media"
                allowFullScreen
                className="size-full"
              />
            </div>
          </div>
        </div>
      );
    }
  }
}
