import { headerFormSchema } from '@/lib/admin/site-layout-forms';
import { writeHeader } from '@/lib/admin/site-layout';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Save the header configuration (SiteConfig.header), from the back-office's layout page.
export const POST = backOfficeWrite({ area: 'content', schema: headerFormSchema, run: writeHeader });
