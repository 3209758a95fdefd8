import { z } from 'zod';
import { SEND_TO_FRIEND_MESSAGE_MAX } from '@/lib/forms/choices';
import { emailField, formEnvelope, optionalText, recordId, requiredText } from '@/lib/forms/fields';

// "Send to a friend": a visitor mails a property page to someone else. The friend never agreed
// to anything, so the form asks for as little as it can and the message stays short.
export const sendToFriendSchema = z.object({
  propertyId: recordId(),
  senderName: requiredText(100),
  senderEmail: emailField(),
  friendEmail: emailField(),
  message: optionalText(SEND_TO_FRIEND_MESSAGE_MAX).default(''),
  ...formEnvelope,
});

export type SendToFriendInput = z.input<typeof sendToFriendSchema>;
export type SendToFriend = z.output<typeof sendToFriendSchema>;
