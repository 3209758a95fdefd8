import { defineForm, leadPayload } from '@/lib/forms/form-pipeline';
import { sendToFriendSchema } from '@/lib/forms/send-to-friend';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';
import { propertyMailSummary } from '@/lib/properties/property-mail-summary';

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
    if (!property) return [{ path: ['propertyId'], message: 'propertyUnavailable' }];

    const friend = translator(sending.locale, 'SendToFriendMail');
    const agency = translator('fr', 'SendToFriendMail');
    const friendText = [
      friend('friendIntro', { sender: sending.senderName, email: sending.senderEmail }),
      sending.message ? `${friend('theirMessage', { sender: sending.senderName })}\n${sending.message}` : '',
      [property.title, property.town, property.price, property.url].join('\n'),
      friend('friendFooter', { sender: sending.senderName }),
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
      textMail(
        sending.friendEmail,
        friend('friendSubject', { sender: sending.senderName, title: property.title }),
        friendText,
      ),
      textMail(agencyEmail, agency('agencySubject', { property: property.recordFile }), agencyText),
    ];
    return {
      lead: { type: 'send-to-friend', propertyId: property.id, payload: leadPayload(sending) },
      mails: () => mails,
    };
  },
});
