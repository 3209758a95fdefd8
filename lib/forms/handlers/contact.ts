import { contactSchema, type Contact } from '@/lib/forms/contact';
import { defineForm, leadPayload } from '@/lib/forms/form-pipeline';
import { normalizePhone } from '@/lib/domain/phone';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';

/** About a property ("contact me"), about a new-build project, or to the agency in general. */
function contactKind(contact: Contact) {
  if (contact.propertyId) return 'contact-me' as const;
  if (contact.projectId) return 'contact-construction' as const;
  return 'site-contact' as const;
}

/** The site contact form, "contact me" about a property, and a new-build project's contact form. */
export const contactForm = defineForm({
  name: 'contact',
  schema: contactSchema,
  thankYou: contactKind,
  async accept(contact, { db, agencyEmail }) {
    const [property, project] = await Promise.all([
      contact.propertyId
        ? db.property.findUnique({ where: { id: contact.propertyId }, select: { id: true, recordFile: true } })
        : null,
      contact.projectId
        ? db.project.findUnique({
            where: { id: contact.projectId },
            select: { id: true, translations: { where: { locale: 'fr' }, select: { title: true } } },
          })
        : null,
    ]);
    const about = property
      ? `${property.recordFile} (#${property.id})`
      : project
        ? `${project.translations[0]?.title ?? ''} (#${project.id})`
        : '';
    // The agency reads French; the visitor reads their own language (docs/forms.md).
    const agency = translator('fr', 'ContactMail');
    const visitor = translator(contact.locale, 'ContactMail');
    const details = [
      `${contact.firstName} ${contact.lastName}`,
      contact.email,
      normalizePhone(contact.phone) ?? contact.phone,
      about,
      contact.timeSlots.join(', '),
      '',
      contact.message,
    ].join('\n');
    const mails = [
      textMail(
        agencyEmail,
        agency('agencySubject', { name: `${contact.firstName} ${contact.lastName}` }),
        `${agency('agencyIntro', { category: agency(`categories.${contact.category}`) })}\n\n${details}`,
      ),
      textMail(contact.email, visitor('visitorSubject'), visitor('visitorText', { name: contact.firstName })),
    ];
    return {
      lead: {
        type: contactKind(contact),
        propertyId: property?.id ?? null,
        projectId: project?.id ?? null,
        payload: leadPayload(contact),
      },
      mails: () => mails,
    };
  },
});
