import { formPostHandler } from '@/lib/forms/form-post';
import { searchAlertForm } from '@/lib/forms/handlers/search-alert';

export const POST = formPostHandler(searchAlertForm);
