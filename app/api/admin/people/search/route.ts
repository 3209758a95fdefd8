import { personSearchSchema, searchPerson } from '@/lib/admin/people';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Find what the site holds about an e-mail address or a phone number (the people page's search).
export const POST = backOfficeWrite({ area: 'people', schema: personSearchSchema, run: searchPerson });
