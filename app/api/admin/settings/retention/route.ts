import { retentionWriteSchema, writeRetention } from '@/lib/admin/settings';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Save how long each kind of personal data is kept, from the settings page.
export const POST = backOfficeWrite({ area: 'settings', schema: retentionWriteSchema, run: writeRetention });
