import { articleWriteSchema, writeArticle } from '@/lib/admin/articles';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Change an article's settings or one language's text, remove that text, or delete the article.
export const POST = backOfficeWrite({ area: 'content', schema: articleWriteSchema, run: writeArticle });
