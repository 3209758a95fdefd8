import '@/lib/zod-without-eval';
import { z } from 'zod';
import { deleteMenuPage, menuPageDeleteSchema } from '@/lib/admin/delete-menu-page';
import { menuPageSettingsSchema, updateMenuPageSettings } from '@/lib/admin/update-menu-page-settings';
import { menuPageTextsSchema, updateMenuPageTexts } from '@/lib/admin/update-menu-page-texts';
import { backOfficeWrite } from '@/lib/admin/write-route';

// One menu page's settings, its texts in one language, or its deletion: the form's action says which.
const schema = z.discriminatedUnion('action', [menuPageSettingsSchema, menuPageTextsSchema, menuPageDeleteSchema]);

export const POST = backOfficeWrite({
  area: 'content',
  schema,
  run: (input, staff) => {
    switch (input.action) {
      case 'settings':
        return updateMenuPageSettings(input, staff);
      case 'texts':
        return updateMenuPageTexts(input, staff);
      case 'delete':
        return deleteMenuPage(input, staff);
    }
  },
});
