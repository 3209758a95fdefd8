import { siteInfoWriteSchema, writeSiteInfo } from '@/lib/admin/settings';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Save the analytics, ads, tag manager and social pixel ids, from the back-office's settings page.
export const POST = backOfficeWrite({ area: 'settings', schema: siteInfoWriteSchema, run: writeSiteInfo });
