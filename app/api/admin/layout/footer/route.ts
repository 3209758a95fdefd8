import { footerFormSchema } from '@/lib/admin/site-layout-forms';
import { writeFooter } from '@/lib/admin/site-layout';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Save the footer configuration (SiteConfig.footer), from the back-office's layout page.
export const POST = backOfficeWrite({ area: 'content', schema: footerFormSchema, run: writeFooter });
