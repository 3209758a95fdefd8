import { backOfficeActions } from '@/lib/admin/action-writes';
import { deleteMenuPage, menuPageDeleteSchema } from '@/lib/admin/delete-menu-page';
import { menuPageSettingsSchema, updateMenuPageSettings } from '@/lib/admin/update-menu-page-settings';
import { menuPageTextsSchema, updateMenuPageTexts } from '@/lib/admin/update-menu-page-texts';

// One menu page's settings, its texts in one language, or its deletion: the form's action says which.
export const POST = backOfficeActions('content', {
  settings: [menuPageSettingsSchema, updateMenuPageSettings],
  texts: [menuPageTextsSchema, updateMenuPageTexts],
  delete: [menuPageDeleteSchema, deleteMenuPage],
});
