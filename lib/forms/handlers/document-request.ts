import { documentRequestSchema } from '@/lib/forms/document-request';
import { defineForm, leadPayload, PROPERTY_UNAVAILABLE } from '@/lib/forms/form-pipeline';
import { normalizePhone } from '@/lib/domain/phone';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';
import { heldBackDocuments } from '@/lib/properties/held-back-documents';
import { propertyMailSummary } from '@/lib/properties/property-for-mail';

/** A request for the documents of a property that the agency sends on request only. */
export const documentRequestForm = defineForm({
  name: 'document-request',
  schema: documentRequestSchema,
  thankYou: 'document-request',
  async accept(request, { db, agencyEmail, siteUrl }) {
    const property = await propertyMailSummary(db, request.propertyId, request.locale, siteUrl);
    if (!property) return PROPERTY_UNAVAILABLE;
    const offered = heldBackDocuments(property.documents);
    const chosen = offered.filter((document) => request.documentIds.includes(document.id));
    // Only documents the page offers on request; a public one is a link, an unknown id a forgery.
    if (chosen.length !== new Set(request.documentIds).size) return [{ path: ['documentIds'], message: 'chooseOne' }];

    const agency = translator('fr', 'DocumentRequestMail');
    const visitor = translator(request.locale, 'DocumentRequestMail');
    const name = `${request.firstName} ${request.lastName}`;
    const list = chosen.map((document) => `- ${document.name}`).join('\n');
    const agencyText = [
      agency('agencyIntro', { property: `${property.recordFile} (#${property.id})`, title: property.title }),
      list,
      [name, request.email, normalizePhone(request.phone) ?? request.phone, property.url].join('\n'),
      request.message,
    ]
      .filter(Boolean)
      .join('\n\n');
    const visitorText = [
      visitor('visitorIntro', { name: request.firstName, title: property.title }),
      list,
      `${visitor('visitorOutro')}\n${property.url}`,
      visitor('signature'),
    ].join('\n\n');
    const mails = [
      textMail(agencyEmail, agency('agencySubject', { property: property.recordFile, name }), agencyText),
      textMail(request.email, visitor('visitorSubject', { title: property.title }), visitorText),
    ];
    return {
      lead: {
        type: 'document-request',
        propertyId: property.id,
        payload: { ...leadPayload(request), documents: chosen.map(({ id, name: title }) => ({ id, name: title })) },
      },
      mails: () => mails,
    };
  },
});
