import { languagesWriteSchema, updateLanguages } from '@/lib/admin/update-languages';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Choose the languages the site offers, or follow ENABLED_LOCALES again, from the settings page.
export const POST = backOfficeWrite({ area: 'settings', schema: languagesWriteSchema, run: updateLanguages });
