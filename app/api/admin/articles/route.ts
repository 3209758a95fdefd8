import { articleCreateSchema, createArticle } from '@/lib/admin/create-article';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Create an article, from the back-office's new article page.
export const POST = backOfficeWrite({ area: 'content', schema: articleCreateSchema, run: createArticle });
