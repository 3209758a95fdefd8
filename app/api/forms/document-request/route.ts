import { formPostHandler } from '@/lib/forms/form-post';
import { documentRequestForm } from '@/lib/forms/handlers/document-request';

export const POST = formPostHandler(documentRequestForm);
