'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import {
  FieldError,
  FormAlert,
  FormFooter,
  RequiredNote,
  TextAreaField,
  useFieldErrors,
} from '@/components/forms/form-parts';
import { TextField } from '@/components/forms/text-field';
import { useFormPost } from '@/components/forms/use-form-post';
import type { SendToFriend, SendToFriendInput } from '@/lib/forms/send-to-friend';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

/** Sends a property to a friend in the visitor's name. */
export function SendToFriendForm({ propertyId, about }: { propertyId: number; about: string }) {
  const t = useTranslations('SendToFriendForm');
  const message = useFieldErrors();
  const locale = useLocale() as SendToFriend['locale'];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SendToFriendInput, unknown, SendToFriend>({
    resolver: lazyZodResolver(() => import('@/lib/forms/send-to-friend').then((forms) => forms.sendToFriendSchema)),
    defaultValues: { locale, propertyId, website: '', captcha: '', message: '' },
  });
  const { alert, post } = useFormPost('/api/forms/send-to-friend/', setError);

  return (
    <form onSubmit={handleSubmit(post)} noValidate className="flex flex-col gap-5" aria-labelledby="friend-title">
      <h2 id="friend-title" className="text-2xl font-semibold">
        {t('title', { property: about })}
      </h2>
      <p>{t('intro')}</p>
      <RequiredNote />
      <FormAlert alert={alert} />
      <FieldError id="friend-property-error" error={message(errors.propertyId?.message)} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="friend-sender-name"
          label={t('senderName')}
          required
          autoComplete="name"
          error={message(errors.senderName?.message)}
          {...register('senderName')}
        />
        <TextField
          id="friend-sender-email"
          type="email"
          label={t('senderEmail')}
          required
          autoComplete="email"
          error={message(errors.senderEmail?.message)}
          {...register('senderEmail')}
        />
      </div>
      <TextField
        id="friend-email"
        type="email"
        label={t('friendEmail')}
        required
        autoComplete="off"
        className="sm:max-w-[calc(50%-0.5rem)]"
        error={message(errors.friendEmail?.message)}
        {...register('friendEmail')}
      />
      <TextAreaField
        id="friend-message"
        label={t('message')}
        hint={t('messageHint')}
        maxLength={1000}
        error={message(errors.message?.message)}
        {...register('message')}
      />

      <FormFooter
        idPrefix="friend"
        register={register}
        setValue={setValue}
        errors={errors}
        submitting={isSubmitting}
        submitLabel={t('submit')}
      />
    </form>
  );
}
