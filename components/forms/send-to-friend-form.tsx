'use client';

import { useTranslations } from 'next-intl';
import { BoundFieldError, BoundTextAreaField, BoundTextField, HiddenField } from '@/components/forms/bound-fields';
import { useVisitorForm, VisitorForm } from '@/components/forms/visitor-form';
import { SEND_TO_FRIEND_MESSAGE_MAX } from '@/lib/forms/choices';
import type { SendToFriend, SendToFriendInput } from '@/lib/forms/send-to-friend';

/** Sends a property to a friend in the visitor's name. */
export function SendToFriendForm({ propertyId, about }: { propertyId: number; about: string }) {
  const t = useTranslations('SendToFriendForm');
  const form = useVisitorForm<SendToFriendInput, SendToFriend>({
    name: 'send-to-friend',
    idPrefix: 'friend',
    schema: () => import('@/lib/forms/send-to-friend').then((forms) => forms.sendToFriendSchema),
    defaultValues: { propertyId, message: '' },
  });

  return (
    <VisitorForm form={form} title={t('title', { property: about })} intro={t('intro')} submitLabel={t('submit')}>
      <HiddenField name="propertyId" />
      <BoundFieldError name="propertyId" />
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundTextField name="senderName" label={t('senderName')} required autoComplete="name" />
        <BoundTextField name="senderEmail" type="email" label={t('senderEmail')} required autoComplete="email" />
      </div>
      <BoundTextField
        name="friendEmail"
        type="email"
        label={t('friendEmail')}
        required
        autoComplete="off"
        className="sm:max-w-[calc(50%-0.5rem)]"
      />
      <BoundTextAreaField
        name="message"
        label={t('message')}
        hint={t('messageHint')}
        maxLength={SEND_TO_FRIEND_MESSAGE_MAX}
      />
    </VisitorForm>
  );
}
