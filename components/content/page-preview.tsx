import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CmsPageContent } from '@/components/content/cms-page-content';
import { CmsPageHeader } from '@/components/content/cms-page-header';
import { ModuleList } from '@/components/content/module-list';
import { isStaticPathname } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo/alternates';
import { normalizeOriginalPath } from '@/lib/site/breadcrumb-parents';
import { getMenuPageForPreview } from '@/lib/site/queries';
import { pageLocale } from '@/lib/i18n/page-locale';
import { derivedKey } from '@/lib/security/derived-key';
import { isPreviewAllowed } from '@/lib/site/preview-link';
import { currentStaffMember } from '@/lib/admin/staff-member';
import { mayEnter } from '@/lib/staff/roles';

async function staffMayPreview(): Promise<boolean> {
  const staff = await currentStaffMember();
  return staff !== null && mayEnter(staff.role, 'content');
}

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The page, for a member of staff who edits content or a request with a valid preview link for
 * it (lib/site/preview-link.ts).
 */
async function load({ params, searchParams }: Props) {
  const { locale, id } = await params;
  const allowed =
    /^\d+$/.test(id) &&
    (isPreviewAllowed(derivedKey('preview'), Number(id), await searchParams, new Date()) || (await staffMayPreview()));
  const page = allowed ? await getMenuPageForPreview(Number(id), pageLocale(locale)) : null;
  return { locale: pageLocale(locale), id, page };
}

export async function generatePreviewMetadata(props: Props): Promise<Metadata> {
  const { locale, id, page } = await load(props);
  const t = await getTranslations({ locale, namespace: 'PagePreview' });
  return {
    title: page?.text?.title ? `${t('title')} · ${page.text.title}` : t('title'),
    // Previews are for editors; robots.txt keeps crawlers out as well (docs/url-map.md).
    robots: { index: false, follow: false },
    alternates: await alternates(locale, '/preview/[id]', { id }),
  };
}

/**
 * The preview path (docs/url-map.md, preview path): any menu page, draft or published, with every
 * module, so an editor sees it before publishing; only for staff or from a signed, unexpired preview
 * link. The path contains "preview", so no consent banner covers it.
 */
export async function PagePreview(props: Props) {
  const { locale, page } = await load(props);
  if (!page) notFound();
  const t = await getTranslations('PagePreview');
  const currentPage = page.routeKey && isStaticPathname(page.routeKey) ? page.routeKey : null;
  return (
    <div className={page.css ?? undefined}>
      <p role="status" className="bg-sand-100 py-2 text-center text-sm font-semibold text-sand-700">
        {page.status === 'Published' ? t('published') : t('draft')}
      </p>
      <CmsPageHeader
        page={page}
        locale={locale}
        originalPath={normalizeOriginalPath(page.path)}
        title={page.text?.title ?? page.name}
        lead={page.text?.description ?? null}
      />
      <div className="container-page grid gap-10 py-10">
        <CmsPageContent html={page.text?.content} />
        <ModuleList modules={page.modules} position="top" locale={locale} currentPage={currentPage} />
        <ModuleList modules={page.modules} position="main" locale={locale} currentPage={currentPage} />
        <ModuleList modules={page.modules} position="bottom" locale={locale} currentPage={currentPage} />
      </div>
    </div>
  );
}
