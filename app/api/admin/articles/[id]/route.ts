import { backOfficeActions } from '@/lib/admin/action-writes';
import { articleDeleteSchema, deleteArticle } from '@/lib/admin/delete-article';
import { articleTextRemoveSchema, removeArticleText } from '@/lib/admin/remove-article-text';
import { articleSettingsSchema, updateArticleSettings } from '@/lib/admin/update-article-settings';
import { articleTextSchema, updateArticleText } from '@/lib/admin/update-article-text';

// Change an article's settings or one language's text, remove that text, or delete the article: the
// form's action says which.
export const POST = backOfficeActions('content', {
  settings: [articleSettingsSchema, updateArticleSettings],
  text: [articleTextSchema, updateArticleText],
  removeText: [articleTextRemoveSchema, removeArticleText],
  delete: [articleDeleteSchema, deleteArticle],
});
