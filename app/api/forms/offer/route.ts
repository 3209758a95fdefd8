import { formPostHandler } from '@/lib/forms/form-post';
import { offerForm } from '@/lib/forms/handlers/offer';

export const POST = formPostHandler(offerForm);
