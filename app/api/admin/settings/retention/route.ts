import { retentionWriteSchema, updateRetention } from '@/lib/admin/update-retention';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Save how long each kind of personal data is kept, from the settings page.
export const POST = backOfficeWrite({ area: 'settings', schema: retentionWriteSchema, run: updateRetention });
