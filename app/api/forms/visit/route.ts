import { formPostHandler } from '@/lib/forms/form-post';
import { visitForm } from '@/lib/forms/handlers/visit';

export const POST = formPostHandler(visitForm);
