import { formPostHandler } from '@/lib/forms/form-post';
import { newsletterForm } from '@/lib/forms/handlers/newsletter';

export const POST = formPostHandler(newsletterForm);
