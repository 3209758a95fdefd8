import { articleRoute } from '@/components/content/article-page';

const route = articleRoute('/disclaimer');
export const generateMetadata = route.generateMetadata;
export default route.ArticlePage;
