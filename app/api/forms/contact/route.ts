import { formPostHandler } from '@/lib/forms/form-post';
import { contactForm } from '@/lib/forms/handlers/contact';

export const POST = formPostHandler(contactForm);
