import { contactRoute } from '@/components/content/contact-route';

const route = contactRoute('/free-valuation');
export const generateMetadata = route.generateMetadata;
export default route.ContactPage;
