import { ClientMessages } from '@/components/i18n/client-messages';
import { ContactForm } from '@/components/forms/contact-form';
import { PropertyForm } from '@/components/forms/property-form';
import type { PageForm } from '@/components/content/contact-route';
import { recordIdParam } from '@/lib/http/record-id';
import { propertyFormSubject } from '@/lib/forms/property-subjects';
import { getPropertyDetail } from '@/lib/properties/queries';
import { getProject } from '@/lib/projects/queries';

/**
 * The contact page's form: about a property (?property=&subject=, from the property page), about a
 * new-build project (?project=), or the general contact form. An unknown id falls back to the latter.
 */
export const contactPageForm: PageForm = async (locale, query) => {
  const propertyId = recordIdParam(query.property);
  const property = propertyId ? await getPropertyDetail(propertyId, locale) : null;
  if (property) return <PropertyForm subject={propertyFormSubject(query.subject)} property={property} />;
  const projectId = recordIdParam(query.project);
  const project = projectId ? await getProject(projectId, locale) : null;
  return (
    <ClientMessages island="contactForm">
      {project ? <ContactForm projectId={project.id} about={project.title} /> : <ContactForm />}
    </ClientMessages>
  );
};
