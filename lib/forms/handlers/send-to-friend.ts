import { defineForm, leadPayload, PROPERTY_UNAVAILABLE } from '@/lib/forms/form-pipeline';
import { sendToFriendSchema } from '@/lib/forms/send-to-friend';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';
import { unlinkable } from '@/lib/mail/unlinkable';
import { propertyMailSummary } from '@/lib/properties/property-for-mail';

/**
 * "Send to a friend": the friend gets the property in the visitor's language, the agency a short
 * notice. The visitor gets no copy: the thank-you page says it is sent.
 */
export const sendToFriendForm = defineForm({
  name: 'send-to-friend',
  schema: sendToFriendSchema,
  thankYou: 'send-to-friend',
  // It mails someone who asked for nothing, so it must not become a way to send spam.
  limit: { points: 3, windowSeconds: 600 },
  async accept(sending, { db, agencyEmail, siteUrl }) {
    const property = await propertyMailSummary(db, sending.propertyId, sending.locale, siteUrl);
    if (!property) return PROPERTY_UNAVAILABLE;

    const friend = translator(sending.locale, 'SendToFriendMail');
    const agency = translator('fr', 'SendToFriendMail');
    // Whoever fills in the form picks the name, the text and the recipient, and the mail leaves
    // from the agency's address: what the visitor wrote reads as text no mail client links, and
    // the property's page is the mail's one link.
    const sender = unlinkable(sending.senderName);
    const senderEmail = unlinkable(sending.senderEmail);
    const friendText = [
      friend('friendIntro', { sender, email: senderEmail }),
      sending.message ? `${friend('theirMessage', { sender })}\n${unlinkable(sending.message)}` : '',
      [property.title, property.town, property.price, property.url].join('\n'),
      friend('friendFooter', { sender }),
    ]
      .filter(Boolean)
      .join('\n\n');
    const agencyText = agency('agencyText', {
      sender: sending.senderName,
      email: sending.senderEmail,
      friend: sending.friendEmail,
      property: `${property.recordFile} (#${property.id})`,
    });
    const mails = [
      textMail(sending.friendEmail, friend('friendSubject', { sender, title: property.title }), friendText, {
        links: [property.url],
        fromName: friend('friendFrom', { sender }),
      }),
      textMail(agencyEmail, agency('agencySubject', { property: property.recordFile }), agencyText),
    ];
    return {
      lead: { type: 'send-to-friend', propertyId: property.id, payload: leadPayload(sending) },
      mails: () => mails,
    };
  },
});
