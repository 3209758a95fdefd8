import { env } from '@/lib/env';
import { formPostHandler } from '@/lib/forms/form-post';
import { rentApplicationForm } from '@/lib/forms/handlers/rent-application';

export const POST = formPostHandler(rentApplicationForm(env.UPLOAD_DIR));
