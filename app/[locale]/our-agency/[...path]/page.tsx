import { AgencyTreePage, generateAgencyTreeMetadata } from '@/components/content/agency-tree-page';

export const generateMetadata = generateAgencyTreeMetadata;
export default AgencyTreePage;
