import { contactRoute } from '@/components/content/contact-route';

const route = contactRoute('/contact');
export const generateMetadata = route.generateMetadata;
export default route.ContactPage;
