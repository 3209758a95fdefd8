import { getTranslations } from 'next-intl/server';
import { openSlotsToCome } from '@/lib/appointments/queries';
import { propertyFormHref } from '@/lib/forms/property-subjects';
import { Link } from '@/lib/i18n/navigation';
import type { PropertyDetail } from '@/lib/properties/queries';
import { getSiteConfig } from '@/lib/site/queries';
import { telHref } from '@/lib/domain/tel-href';

/**
 * On a phone, the ways to reach the agency stay in reach at the bottom of the property page: call
 * the contact person, write (the "contact me" form) and, while the property takes visits and has
 * open slots, book one. From 1024 px the contact block beside the description does this (theme.css,
 * phone-contact-bar; the page keeps room for the bar, so it covers nothing).
 */
export async function PhoneContactBar({ property, taken }: { property: PropertyDetail; taken: boolean }) {
  const [t, { header }, slots] = await Promise.all([
    getTranslations('PropertyContact.bar'),
    getSiteConfig(),
    taken ? [] : openSlotsToCome(property.id),
  ]);
  const phone = property.manager?.phone ?? header.phone;
  return (
    <nav aria-label={t('label')} className="phone-contact-bar no-print">
      <a href={telHref(phone)} className="phone-contact-action phone-contact-primary">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
        </svg>
        {t('call')}
      </a>
      <Link href={propertyFormHref(property.id, 'contact')} className="phone-contact-action">
        {t('write')}
      </Link>
      {slots.length > 0 && (
        <Link href={propertyFormHref(property.id, 'visit')} className="phone-contact-action">
          {t('visit')}
        </Link>
      )}
    </nav>
  );
}
