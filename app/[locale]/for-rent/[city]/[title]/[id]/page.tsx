import { propertyRoute } from '@/components/property/property-route';

const route = propertyRoute('rent');
export const generateMetadata = route.generateMetadata;
export default route.PropertyPage;
