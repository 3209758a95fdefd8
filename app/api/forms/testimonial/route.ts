import { formPostHandler } from '@/lib/forms/form-post';
import { testimonialForm } from '@/lib/forms/handlers/testimonial';

export const POST = formPostHandler(testimonialForm);
