import { env } from '@/lib/env';
import { formPostHandler } from '@/lib/forms/form-post';
import { rentApplicationForm } from '@/lib/forms/handlers/rent-application';
import { derivedKey } from '@/lib/security/derived-key';

export const POST = formPostHandler(
  rentApplicationForm({
    directory: env().UPLOAD_DIR,
    linkKey: derivedKey('upload-link'),
    retentionDays: env().UPLOAD_RETENTION_DAYS,
  }),
);
