import { siteInfoWriteSchema, updateSiteInfo } from '@/lib/admin/update-site-info';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Save the analytics, ads, tag manager and social pixel ids, from the back-office's settings page.
export const POST = backOfficeWrite({ area: 'settings', schema: siteInfoWriteSchema, run: updateSiteInfo });
