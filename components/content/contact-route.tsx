import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CmsPageContent } from '@/components/content/cms-page-content';
import { CmsPageHeader } from '@/components/content/cms-page-header';
import { ContactDetails } from '@/components/content/contact-details';
import { ModuleList } from '@/components/content/module-list';
import type { Locale } from '@/lib/i18n/locales';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import { CONTACT_FORM_PAGES, contactForm } from '@/lib/site/module-settings';
import { normalizeOriginalPath } from '@/lib/site/breadcrumb-parents';
import { getMenuPage } from '@/lib/site/queries';
import { pageLocale } from '@/lib/i18n/page-locale';

type ContactPathname = '/contact' | '/demand-register' | '/free-valuation';
type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

/**
 * The visitor form a page is built around. Each page file passes its own, so that a page's
 * JavaScript carries its form only, not the three pages' forms.
 */
export type PageForm = (locale: Locale, query: Query) => Promise<ReactNode>;

const MESSAGE_KEYS = {
  '/contact': 'contact',
  '/demand-register': 'demandRegister',
  '/free-valuation': 'freeValuation',
} as const;

// The old site's path of each page, for its breadcrumb when the CMS has no page for it.
const ORIGINAL_PATHS = {
  '/contact': '/contact/',
  '/demand-register': '/demand-register/',
  '/free-valuation': '/contact-demand/',
} as const;

/** Pages whose heart is a visitor form: the CMS page's banner, texts and modules around it. */
export function contactRoute(pathname: ContactPathname, pageForm: PageForm) {
  const key = MESSAGE_KEYS[pathname];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = pageLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'ContactPages' });
    return menuPageMetadata(pathname, locale, { title: t(`${key}.title`), description: t(`${key}.lead`) });
  }

  async function ContactPage({ params, searchParams }: Props) {
    const locale = pageLocale((await params).locale);
    const [page, t, form] = await Promise.all([
      getMenuPage(pathname, locale),
      getTranslations('ContactPages'),
      pageForm(locale, await searchParams),
    ]);
    const modules = page?.modules ?? [];
    const hasFormModule = modules.some(
      (module) => module.relationType === 'contact' && contactPage(module.relationId) === pathname,
    );

    return (
      <div className={page?.css ?? undefined}>
        <CmsPageHeader
          page={page}
          locale={locale}
          originalPath={page ? normalizeOriginalPath(page.path) : ORIGINAL_PATHS[pathname]}
          title={page?.text?.title ?? t(`${key}.title`)}
          lead={page?.text?.description ?? t(`${key}.lead`)}
        />
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
          <div className="grid min-w-0 content-start gap-10">
            <CmsPageContent html={page?.text?.content} />
            <ModuleList modules={modules} position="top" locale={locale} currentPage={pathname} />
            <ModuleList
              modules={modules}
              position="main"
              locale={locale}
              currentPage={pathname}
              contactContent={form}
            />
            {!hasFormModule && form}
            <ModuleList modules={modules} position="bottom" locale={locale} currentPage={pathname} />
          </div>
          <ContactDetails />
        </div>
      </div>
    );
  }

  return { generateMetadata, ContactPage };
}

function contactPage(relationId: string | null) {
  const form = contactForm(relationId);
  return form ? CONTACT_FORM_PAGES[form] : null;
}
