import { menuPageWriteSchema, writeMenuPage } from '@/lib/admin/menu-pages';
import { backOfficeWrite } from '@/lib/admin/write-route';

// One menu page's settings, its texts in one language, or its deletion.
export const POST = backOfficeWrite({ area: 'content', schema: menuPageWriteSchema, run: writeMenuPage });
