import { parseVideoLink, type VideoLink } from '@/lib/domain/video';
import { mediaUrlList, safeMediaUrl } from '@/lib/site/media-urls';

// A menu page's banner (docs/cms.md, page banner) is an image, a gallery or a video, shown when showPageBanner is
// on. The page keeps one media column (bannerImageUrl): an image URL, a list of image URLs for a
// gallery, or the video link.

export type PlayableVideo = Exclude<VideoLink, { kind: 'virtual-tour' }>;

export type PageBanner =
  { kind: 'image'; url: string } | { kind: 'gallery'; urls: string[] } | { kind: 'video'; video: PlayableVideo };

export function pageBanner(page: {
  showPageBanner: boolean;
  bannerType: string;
  bannerImageUrl: string | null;
}): PageBanner | null {
  if (!page.showPageBanner) return null;
  switch (page.bannerType) {
    case 'image': {
      const url = safeMediaUrl(page.bannerImageUrl);
      return url ? { kind: 'image', url } : null;
    }
    case 'gallery': {
      const urls = mediaUrlList(page.bannerImageUrl);
      if (urls.length === 0) return null;
      return urls.length === 1 ? { kind: 'image', url: urls[0]! } : { kind: 'gallery', urls };
    }
    case 'video': {
      const video = parseVideoLink(page.bannerImageUrl);
      return video && video.kind !== 'virtual-tour' ? { kind: 'video', video } : null;
    }
    default:
      return null;
  }
}
