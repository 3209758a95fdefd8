import { propertyRoute } from '@/components/property/property-route';

const route = propertyRoute('sale');
export const generateMetadata = route.generateMetadata;
export default route.PropertyPage;
