import { declareForm, text } from '@/lib/admin/form-declaration';

/** A testimonial's correction: the name shown and the text (lib/admin/testimonials.ts). */
export const testimonialForm = declareForm('Admin.testimonials', {
  name: text({ max: 120, required: true }),
  text: text({ max: 4000, required: true, lines: true }),
});
