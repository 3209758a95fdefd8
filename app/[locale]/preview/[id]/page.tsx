import { generatePreviewMetadata, PagePreview } from '@/components/content/page-preview';

export const generateMetadata = generatePreviewMetadata;
export default PagePreview;
