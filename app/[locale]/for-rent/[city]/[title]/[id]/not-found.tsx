import { PropertyNotFound } from '@/components/property/property-not-found';

export default PropertyNotFound;
