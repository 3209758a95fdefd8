import { ClientMessages } from '@/components/i18n/client-messages';
import { ContactForm } from '@/components/forms/contact-form';
import {
  DocumentRequestForm,
  OfferForm,
  RentApplicationForm,
  SendToFriendForm,
} from '@/components/forms/lazy-property-forms';
import { getTranslations } from 'next-intl/server';
import { STATUS_CLASS } from '@/components/forms/field-classes';
import { VisitBooking } from '@/components/forms/visit-booking';
import type { PropertyFormSubject } from '@/lib/forms/property-subjects';
import type { PropertyDetail } from '@/lib/properties/queries';
import { heldBackDocuments } from '@/lib/properties/held-back-documents';
import { takenState } from '@/lib/properties/marquee';

// What a sold or rented property no longer takes (docs/forms.md, property subjects): its route refuses them too.
const NOT_FOR_TAKEN: readonly PropertyFormSubject[] = ['visit', 'offer', 'application'];

/** The property form the visitor chose on the property page (?subject=), about that property. */
export async function PropertyForm({ subject, property }: { subject: PropertyFormSubject; property: PropertyDetail }) {
  const title = property.text?.title ?? property.recordFile;
  // The plain question about the property, and the answer to a subject that does not apply to it.
  const contactForm = (
    <ClientMessages island="contactForm">
      <ContactForm propertyId={property.id} about={title} />
    </ClientMessages>
  );
  const taken = takenState(property.marquee);
  if (taken && NOT_FOR_TAKEN.includes(subject)) {
    const t = await getTranslations('PropertyFormNotice');
    return (
      <>
        <p className={`${STATUS_CLASS} mb-6`}>{t('taken', { state: taken })}</p>
        {contactForm}
      </>
    );
  }
  switch (subject) {
    case 'send-to-friend':
      return (
        <ClientMessages island="sendToFriendForm">
          <SendToFriendForm propertyId={property.id} about={title} />
        </ClientMessages>
      );
    case 'documents': {
      const onRequest = heldBackDocuments(property.documents).map(({ id, name }) => ({ id, name }));
      // Nothing held back: every document is a link on the property page, so it is a plain question.
      if (onRequest.length === 0) return contactForm;
      return (
        <ClientMessages island="documentRequestForm">
          <DocumentRequestForm propertyId={property.id} about={title} documents={onRequest} />
        </ClientMessages>
      );
    }
    case 'application':
      // Only a property for rent has a lease to apply for; about a sale the visitor gets the contact form.
      if (property.goal !== 'rent') return contactForm;
      return (
        <ClientMessages island="rentApplicationForm">
          <RentApplicationForm
            propertyId={property.id}
            about={title}
            terms={{
              price: property.price,
              chargesRenter: property.chargesRenter,
              inventoryCost: property.inventoryCost,
              minimumIncome: property.minimumIncome,
              maximumPersons: property.maximumPersons,
              bedrooms: property.bedrooms,
            }}
          />
        </ClientMessages>
      );
    case 'visit':
      return <VisitBooking propertyId={property.id} about={title} />;
    case 'offer':
      // Only a property for sale can be bought; about a rental the visitor gets the contact form.
      if (property.goal !== 'sale') return contactForm;
      return (
        <ClientMessages island="offerForm">
          <OfferForm propertyId={property.id} about={title} />
        </ClientMessages>
      );
    case 'contact':
      return contactForm;
  }
}
