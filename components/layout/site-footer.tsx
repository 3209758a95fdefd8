import { getTranslations } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { NewsletterSignUp } from '@/components/forms/newsletter-sign-up';
import { gridSpanClasses } from '@/components/layout/grid-span';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getSiteConfig } from '@/lib/site/queries';
import { telHref } from '@/lib/domain/tel-href';

/** A page of the site in the footer's row of links (the legal pages, contact). */
function FooterLink({ href, children }: { href: ComponentProps<typeof Link>['href']; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className="footer-link">
        {children}
      </Link>
    </li>
  );
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [{ footer, header }, t] = await Promise.all([getSiteConfig(), getTranslations('Footer')]);

  return (
    <footer className="no-print site-footer">
      <div className="container-page pt-10">
        <NewsletterSignUp />
      </div>
      <div className="container-page footer-columns">
        {footer.columns.map((column, index) => (
          <section key={index} className={gridSpanClasses(column.size)} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className="footer-heading">
              {column.title[locale]}
            </h2>
            {column.imageUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- small decorative brand image from config
              <img src={column.imageUrl} alt="" width={160} height={48} className="mb-3 h-12 w-auto" />
            )}
            {column.introText?.[locale] && <p className="footer-intro">{column.introText[locale]}</p>}
            {column.fullText?.[locale] && <div className="footer-text">{column.fullText[locale]}</div>}
          </section>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page footer-bottom">
          <p>{footer.copyright[locale]}</p>
          <nav aria-label={t('legal')}>
            <ul className="footer-links">
              <FooterLink href="/privacy-statement">{t('privacy')}</FooterLink>
              <FooterLink href="/cookie-policy">{t('cookies')}</FooterLink>
              <li>
                <ConsentSettingsButton className="footer-link" />
              </li>
              <FooterLink href="/disclaimer">{t('disclaimer')}</FooterLink>
              <FooterLink href="/contact">{t('contact')}</FooterLink>
              <li>
                <a href={telHref(header.phone)} className="footer-link">
                  {header.phone}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
