import { createModule, moduleCreateSchema } from '@/lib/admin/modules';
import { backOfficeWrite } from '@/lib/admin/write-route';

// A new module at the end of a menu page.
export const POST = backOfficeWrite({ area: 'content', schema: moduleCreateSchema, run: createModule });
