import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { TabLink } from '@/components/property/tab-link';
import { propertyFormHref, type PropertyFormSubject } from '@/lib/forms/property-subjects';
import { Link } from '@/lib/i18n/navigation';
import { zonesOfPostcode } from '@/lib/listing/zones';
import type { PropertyDetail } from '@/lib/properties/queries';
import { getSiteConfig } from '@/lib/site/queries';
import { listingPathname } from '@/lib/properties/goal';
import { telHref } from '@/lib/domain/tel-href';

const primary = 'contact-action bg-brand-700 text-white hover:bg-brand-800';
const secondary = 'contact-action border border-brand-700 bg-white text-brand-800 hover:bg-brand-50';

/**
 * The agency manager in charge as contact person, and the ways to act on the property. A sold or
 * rented property has nothing left to ask for: its actions give way to "find similar".
 */
export async function ContactBlock({
  property,
  taken,
  hasSimilar,
}: {
  property: PropertyDetail;
  taken: boolean;
  hasSimilar: boolean;
}) {
  const [t, { header }] = await Promise.all([getTranslations('PropertyContact'), getSiteConfig()]);
  const manager = property.manager;
  const phone = manager?.phone ?? header.phone;
  const email = manager?.email ?? header.email;
  const title = property.text?.title ?? property.recordFile;
  // The property's forms live on the contact page (docs/forms.md, property subjects).
  const form = (subject: PropertyFormSubject) => propertyFormHref(property.id, subject);
  const listing = listingPathname(property.goal);
  const zones = zonesOfPostcode(property.city.zip, property.countryId);
  const similarQuery = {
    type: String(property.type.webId),
    ...(zones ? { region: zones.province ?? zones.region } : {}),
  };
  // Only pictures served by the site itself: the content policy allows no other image host.
  const photo = manager?.pictureUrl?.startsWith('/') ? manager.pictureUrl : null;

  return (
    <aside
      aria-labelledby="contact-person"
      className="h-fit rounded-lg border border-line bg-sand-50 p-6 lg:sticky lg:top-28 print:mt-4 print:break-inside-avoid print:border-0 print:bg-white print:p-0"
    >
      <h2 id="contact-person" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {photo ? (
          <Image src={photo} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-semibold text-white print:hidden"
          >
            {(manager?.name ?? t('agency'))
              .split(/\s+/)
              .map((part) => part.charAt(0))
              .slice(0, 2)
              .join('')}
          </span>
        )}
        <p>
          <span className="block font-semibold">{manager?.name ?? t('agency')}</span>
          {manager?.role && <span className="block text-sm text-muted">{manager.role}</span>}
        </p>
      </div>
      <p className="mt-4 flex flex-col gap-1">
        <a className="font-semibold text-brand-700 underline" href={telHref(phone)}>
          <span className="sr-only">{t('phone')} </span>
          {phone}
        </a>
        <a
          className="font-semibold break-all text-brand-700 underline"
          href={`mailto:${email}?subject=${encodeURIComponent(`${property.recordFile} – ${title}`)}`}
        >
          <span className="sr-only">{t('email')} </span>
          {email}
        </a>
      </p>
      {taken ? (
        <div className="mt-6 flex flex-col gap-2 print:hidden">
          <p className="text-sm">{t(property.goal === 'sale' ? 'soldText' : 'rentedText')}</p>
          {hasSimilar && (
            <TabLink tab="similar" className={primary}>
              {t('findSimilar')}
            </TabLink>
          )}
          <Link href={{ pathname: listing, query: similarQuery }} className={hasSimilar ? secondary : primary}>
            {t(property.goal === 'sale' ? 'searchSale' : 'searchRent')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-2 print:hidden">
          <li>
            <Link href={form('contact')} className={primary}>
              {t('contact')}
            </Link>
          </li>
          <li>
            <Link href={form('visit')} className={secondary}>
              {t('visit')}
            </Link>
          </li>
          <li>
            <Link href={form(property.goal === 'sale' ? 'offer' : 'application')} className={secondary}>
              {t(property.goal === 'sale' ? 'offer' : 'application')}
            </Link>
          </li>
          <li>
            <Link href={form('send-to-friend')} className={secondary}>
              {t('sendToFriend')}
            </Link>
          </li>
        </ul>
      )}
    </aside>
  );
}
