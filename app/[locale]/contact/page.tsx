import { contactPageForm } from '@/components/content/contact-page-form';
import { contactRoute } from '@/components/content/contact-route';

const route = contactRoute('/contact', contactPageForm);
export const generateMetadata = route.generateMetadata;
export default route.ContactPage;
