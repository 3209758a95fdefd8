import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { NewsletterSignUp } from '@/components/forms/newsletter-sign-up';
import { gridSpanClasses } from '@/components/layout/grid-span';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getSiteConfig } from '@/lib/site/queries';
import { telHref } from '@/lib/domain/tel-href';

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
              <li>
                <Link href="/privacy-statement" className="footer-link">
                  {t('privacy')}
                </Link>
              </li>
              <li>
                <Link href="/cookie-policy" className="footer-link">
                  {t('cookies')}
                </Link>
              </li>
              <li>
                <ConsentSettingsButton className="footer-link" />
              </li>
              <li>
                <Link href="/disclaimer" className="footer-link">
                  {t('disclaimer')}
                </Link>
              </li>
              <li>
                <Link href="/contact" className="footer-link">
                  {t('contact')}
                </Link>
              </li>
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
