import { ownerWriteSchema, writeOwner } from '@/lib/admin/owners';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Link or unlink a property, invite again, disable or enable one owner account, from its page.
export const POST = backOfficeWrite({ area: 'owners', schema: ownerWriteSchema, run: writeOwner });
