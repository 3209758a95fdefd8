import { contactRoute } from '@/components/content/contact-route';
import { DemandRegisterForm } from '@/components/forms/demand-register-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { propertyTypeOptions } from '@/lib/properties/queries';

const route = contactRoute('/demand-register', async (locale) => (
  <ClientMessages island="demandRegisterForm">
    <DemandRegisterForm types={await propertyTypeOptions(locale)} />
  </ClientMessages>
));
export const generateMetadata = route.generateMetadata;
export default route.ContactPage;
