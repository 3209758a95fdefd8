import { testimonialWriteSchema, writeTestimonial } from '@/lib/admin/testimonials';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Approve, hide or correct one testimonial, from the back-office's testimonials page.
export const POST = backOfficeWrite({ area: 'testimonials', schema: testimonialWriteSchema, run: writeTestimonial });
