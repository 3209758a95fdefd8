import { createMenuPage, menuPageCreateSchema } from '@/lib/admin/create-menu-page';
import { backOfficeWrite } from '@/lib/admin/write-route';

// A new menu page, a draft, from the back-office's pages screen.
export const POST = backOfficeWrite({ area: 'content', schema: menuPageCreateSchema, run: createMenuPage });
