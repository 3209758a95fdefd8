import { defineForm, leadPayload } from '@/lib/forms/form-pipeline';
import { testimonialSchema, type Testimonial } from '@/lib/forms/testimonial';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';

/** The signature shown under the testimonial once approved; the Testimonial row has no town column. */
export function testimonialSignature(testimonial: Pick<Testimonial, 'name' | 'town'>): string {
  return testimonial.town ? `${testimonial.name}, ${testimonial.town}` : testimonial.name;
}

/**
 * A visitor's testimonial: the lead and an unapproved Testimonial row are stored together, so the
 * agency never has one without the other; nothing is published before the agency approves it.
 */
export const testimonialForm = defineForm({
  name: 'testimonial',
  schema: testimonialSchema,
  thankYou: 'testimonial',
  async accept(testimonial, { agencyEmail }) {
    const agency = translator('fr', 'TestimonialMail');
    const visitor = translator(testimonial.locale, 'TestimonialMail');
    const signature = testimonialSignature(testimonial);
    const agencyText = [
      agency('agencyIntro'),
      `${signature} <${testimonial.email}>\n${agency('rating', { rating: testimonial.rating })}`,
      testimonial.text,
    ].join('\n\n');
    const mails = [
      textMail(agencyEmail, agency('agencySubject', { name: signature }), agencyText),
      textMail(
        testimonial.email,
        visitor('visitorSubject'),
        visitor('visitorText', { name: testimonial.name, text: testimonial.text }),
      ),
    ];
    return {
      lead: { type: 'testimonial', payload: leadPayload(testimonial) },
      mails: () => mails,
      // Linked to its lead, which holds the author's e-mail: how an erasure request finds it.
      alongside: async (tx, leadId) => {
        await tx.testimonial.create({
          data: {
            name: signature,
            locale: testimonial.locale,
            text: testimonial.text,
            rating: testimonial.rating,
            approved: false,
            leadId,
          },
        });
      },
    };
  },
});
