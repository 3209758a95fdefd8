import { getTranslations } from 'next-intl/server';
import { CardForm } from '@/components/admin/card-form';
import { slotCardForm, SlotTimeFields, type SlotFormProps } from '@/components/admin/slot-form-fields';

/**
 * A new slot (app/api/admin/slots): any day from today on, the week on screen's first day to come
 * proposed; the write returns to the week of the slot made.
 */
export async function SlotCreateForm(props: SlotFormProps) {
  const t = await getTranslations({ locale: props.locale, namespace: 'Admin.slots' });
  return (
    <CardForm
      id="slot-create"
      title={t('create.title')}
      action="/api/admin/slots/"
      submit={t('create.submit')}
      {...slotCardForm(props)}
    >
      <p className="text-sm text-muted">{t('create.hint')}</p>
      <SlotTimeFields form={props.form} firstDay={props.today} />
    </CardForm>
  );
}
