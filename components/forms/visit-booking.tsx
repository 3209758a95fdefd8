import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ContactForm } from '@/components/forms/contact-form';
import { VisitForm } from '@/components/forms/lazy-property-forms';
import { openSlotsToCome } from '@/lib/appointments/queries';
import { groupSlotsByDay } from '@/lib/appointments/slot-days';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * The visit booking: the property's open slots to choose from or, when every slot is taken, the
 * "Appointments are full" notice (docs/forms.md, visit booking) with the "contact me" form so the visitor is not left stranded.
 */
export async function VisitBooking({ propertyId, about }: { propertyId: number; about: string }) {
  const [locale, t, slots] = await Promise.all([
    getLocale().then(pageLocale),
    getTranslations('VisitForm'),
    openSlotsToCome(propertyId),
  ]);
  if (slots.length > 0)
    return (
      <ClientMessages island="visitForm">
        <VisitForm propertyId={propertyId} about={about} days={groupSlotsByDay(slots, locale)} />
      </ClientMessages>
    );
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="visit-full-title"
        className="rounded-md border border-sand-500 bg-sand-50 p-5"
        data-testid="appointments-full"
      >
        <h2 id="visit-full-title" className="text-xl font-semibold">
          {t('fullTitle')}
        </h2>
        <p className="mt-2">{t('fullText')}</p>
      </section>
      <ClientMessages island="contactForm">
        <ContactForm propertyId={propertyId} about={about} />
      </ClientMessages>
    </div>
  );
}
