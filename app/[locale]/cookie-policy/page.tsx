import { articleRoute } from '@/components/content/article-page';

const route = articleRoute('/cookie-policy');
export const generateMetadata = route.generateMetadata;
export default route.ArticlePage;
