'use client';

import { useTranslations } from 'next-intl';
import { SHARE_TARGETS, shareLinks } from '@/lib/sharing/share-links';

/**
 * The share menu's plain links to each service. Built in the browser from the page's address and
 * title, which the menu's client part has anyway, rather than sent as four long links twice.
 */
export function ShareTargetLinks({ url, title }: { url: string; title: string }) {
  const t = useTranslations('Share');
  const links = shareLinks({ url, title }, t('emailIntro'));
  return SHARE_TARGETS.map((target) => (
    <li key={target}>
      <a
        href={links[target]}
        {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        className="share-link"
      >
        {t(target)}
        {target !== 'email' && <span className="sr-only"> ({t('opensInNewTab')})</span>}
      </a>
    </li>
  ));
}
