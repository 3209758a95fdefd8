import { ContactForm } from '@/components/forms/contact-form';
import type { PropertyFormSubject } from '@/lib/forms/property-subjects';
import type { PropertyDetail } from '@/lib/properties/detail-queries';

/** The property form the visitor chose on the property page (?subject=), about that property. */
export function PropertyForm({ subject, property }: { subject: PropertyFormSubject; property: PropertyDetail }) {
  const title = property.text?.title ?? property.recordFile;
  switch (subject) {
    case 'contact':
    default:
      return <ContactForm propertyId={property.id} about={title} />;
  }
}
