import { PageBanner } from '@/components/content/page-banner';
import { TrailBreadcrumbs } from '@/components/content/trail-breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import type { Locale } from '@/lib/i18n/locales';
import { pageBanner } from '@/lib/site/page-banner';
import type { MenuPageData } from '@/lib/site/queries';

/**
 * The top of a CMS page: its banner when showPageBanner is on, then the title, lead and the
 * breadcrumb when showBreadCrumb is on (docs/cms.md, menu pages). Without a CMS page, the route's
 * own texts.
 */
export function CmsPageHeader({
  page,
  locale,
  originalPath,
  title,
  lead,
}: {
  page: MenuPageData | null;
  locale: Locale;
  originalPath: string;
  title: string;
  lead: string | null;
}) {
  const banner = page ? pageBanner(page) : null;
  return (
    <>
      {banner && (
        <PageBanner
          banner={banner}
          title={page?.text?.bannerTitle ?? null}
          description={page?.text?.bannerDescription ?? null}
        />
      )}
      <PageIntro title={title} lead={lead}>
        {page?.showBreadCrumb !== false && (
          <TrailBreadcrumbs originalPath={originalPath} locale={locale} current={title} />
        )}
      </PageIntro>
    </>
  );
}
