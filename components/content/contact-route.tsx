import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/content/contact-details';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo/alternates';
import { getMenuPage } from '@/lib/site/queries';

type ContactPathname = '/contact' | '/demand-register' | '/free-valuation';
type Props = { params: Promise<{ locale: string }> };

const MESSAGE_KEYS = {
  '/contact': 'contact',
  '/demand-register': 'demandRegister',
  '/free-valuation': 'freeValuation',
} as const;

/** Pages whose heart is a visitor form: titles from the CMS page when there is one, else the defaults. */
export function contactRoute(pathname: ContactPathname) {
  const key = MESSAGE_KEYS[pathname];

  async function texts(locale: Locale) {
    const [page, t] = await Promise.all([
      getMenuPage(pathname, locale),
      getTranslations({ locale, namespace: 'ContactPages' }),
    ]);
    return {
      title: page?.text?.title ?? t(`${key}.title`),
      lead: page?.text?.description ?? t(`${key}.lead`),
      metaTitle: page?.text?.isActiveSeo ? page.text.metaTitle : null,
      metaDescription: page?.text?.isActiveSeo ? page.text.metaDescription : null,
    };
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const text = await texts(locale);
    return {
      title: text.metaTitle ?? text.title,
      description: text.metaDescription ?? text.lead,
      alternates: alternates(locale, pathname),
    };
  }

  async function ContactPage({ params }: Props) {
    const locale = (await params).locale as Locale;
    const [text, t] = await Promise.all([texts(locale), getTranslations('ContactPages')]);
    return (
      <>
        <PageIntro title={text.title} lead={text.lead}>
          <Breadcrumbs items={[{ label: text.title }]} />
        </PageIntro>
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
          <p className="text-lg">{t(`${key}.body`)}</p>
          <ContactDetails />
        </div>
      </>
    );
  }

  return { generateMetadata, ContactPage };
}
