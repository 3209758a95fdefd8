import { homeFormSchema } from '@/lib/admin/site-layout-forms';
import { writeHome } from '@/lib/admin/site-layout';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Save the home configuration (SiteConfig.home), from the back-office's layout page.
export const POST = backOfficeWrite({ area: 'content', schema: homeFormSchema, run: writeHome });
