// Sharing a property or a project without any third-party script: plain links to each service's
// own share page, which the visitor's click opens. Nothing reaches those services before it.

export const SHARE_TARGETS = ['whatsapp', 'facebook', 'linkedin', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** Each service's share address for `url`, with `title` (and for mail `intro`) where it takes text. */
export function shareLinks(page: { url: string; title: string }, intro: string): Record<ShareTarget, string> {
  const url = encodeURIComponent(page.url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${page.title} ${page.url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    email: `mailto:?subject=${encodeURIComponent(page.title)}&body=${encodeURIComponent(`${intro}\n\n${page.title}\n${page.url}`)}`,
  };
}

/** The size of an Open Graph or Twitter card image, as the services crop it. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where the card image of a property or a project is served (app/api/share-image). */
export const shareImagePath = (kind: 'property' | 'project', id: number) => `/api/share-image/${kind}/${id}/`;
