import '@/lib/zod-without-eval';
import { z } from 'zod';
import { articleDeleteSchema, deleteArticle } from '@/lib/admin/delete-article';
import { articleTextRemoveSchema, removeArticleText } from '@/lib/admin/remove-article-text';
import { articleSettingsSchema, updateArticleSettings } from '@/lib/admin/update-article-settings';
import { articleTextSchema, updateArticleText } from '@/lib/admin/update-article-text';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Change an article's settings or one language's text, remove that text, or delete the article: the
// form's action says which.
const schema = z.discriminatedUnion('action', [
  articleSettingsSchema,
  articleTextSchema,
  articleTextRemoveSchema,
  articleDeleteSchema,
]);

export const POST = backOfficeWrite({
  area: 'content',
  schema,
  run: (input, staff) => {
    switch (input.action) {
      case 'settings':
        return updateArticleSettings(input, staff);
      case 'text':
        return updateArticleText(input, staff);
      case 'removeText':
        return removeArticleText(input, staff);
      case 'delete':
        return deleteArticle(input, staff);
    }
  },
});
