import { PropertyNotFound } from '@/components/layout/not-found-content';

export default PropertyNotFound;
