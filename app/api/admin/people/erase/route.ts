import { erasePersonWrite, personEraseSchema } from '@/lib/admin/people';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Erase everything the site holds about the person of the people page's search, once confirmed.
export const POST = backOfficeWrite({ area: 'people', schema: personEraseSchema, run: erasePersonWrite });
