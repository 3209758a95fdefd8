import { createOwner, ownerCreateSchema } from '@/lib/admin/create-owner';
import { backOfficeWrite } from '@/lib/admin/write-route';

// A new owner account and its invitation, from the back-office's owners page.
export const POST = backOfficeWrite({ area: 'owners', schema: ownerCreateSchema, run: createOwner });
