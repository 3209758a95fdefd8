import { formPostHandler } from '@/lib/forms/form-post';
import { demandRegisterForm } from '@/lib/forms/handlers/demand-register';

export const POST = formPostHandler(demandRegisterForm);
