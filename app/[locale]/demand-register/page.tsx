import { contactRoute } from '@/components/content/contact-route';

const route = contactRoute('/demand-register');
export const generateMetadata = route.generateMetadata;
export default route.ContactPage;
