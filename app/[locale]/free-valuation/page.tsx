import { contactRoute } from '@/components/content/contact-route';
import { FreeValuationForm } from '@/components/forms/free-valuation-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { propertyTypeOptions } from '@/lib/properties/queries';

const route = contactRoute('/free-valuation', async (locale) => (
  <ClientMessages island="freeValuationForm">
    <FreeValuationForm propertyTypes={await propertyTypeOptions(locale)} />
  </ClientMessages>
));
export const generateMetadata = route.generateMetadata;
export default route.ContactPage;
