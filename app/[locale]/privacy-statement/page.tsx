import { articleRoute } from '@/components/content/article-page';

const route = articleRoute('/privacy-statement');
export const generateMetadata = route.generateMetadata;
export default route.ArticlePage;
