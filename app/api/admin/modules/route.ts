import { createModule, moduleCreateSchema } from '@/lib/admin/create-module';
import { backOfficeWrite } from '@/lib/admin/write-route';

// A new module at the end of a menu page.
export const POST = backOfficeWrite({ area: 'content', schema: moduleCreateSchema, run: createModule });
