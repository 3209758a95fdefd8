import { formPostHandler } from '@/lib/forms/form-post';
import { freeValuationForm } from '@/lib/forms/handlers/free-valuation';

export const POST = formPostHandler(freeValuationForm);
