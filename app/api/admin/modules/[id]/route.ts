import { moduleWriteSchema, writeModule } from '@/lib/admin/modules';
import { backOfficeWrite } from '@/lib/admin/write-route';

// One module's edit, its move up or down its page, or its deletion.
export const POST = backOfficeWrite({ area: 'content', schema: moduleWriteSchema, run: writeModule });
