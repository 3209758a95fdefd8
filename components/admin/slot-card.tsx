import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { badge, TEXT_LINK } from '@/components/admin/admin-classes';
import { ButtonForm } from '@/components/admin/admin-form';
import { FoldedForm } from '@/components/admin/folded-form';
import { FormField } from '@/components/admin/form-field';
import { SlotTimeFields } from '@/components/admin/slot-form-fields';
import { formView, type FormView } from '@/lib/admin/form-view';
import { bookingCancelForm, slotForm } from '@/lib/admin/forms/slots';
import { brusselsTime } from '@/lib/admin/slot-week';
import type { WeekSlot } from '@/lib/admin/slots';
import type { StaffMember } from '@/lib/admin/staff-member';
import { timeRange } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';
import { telHref } from '@/lib/domain/tel-href';

/** A slot's status as a badge's tone, here and on a lead's page (components/admin/lead-visit.tsx). */
export const SLOT_TONES = { open: 'done', confirmed: 'waiting', cancelled: 'off' } as const;
type SlotTimes = Pick<WeekSlot, 'startsAt' | 'endsAt' | 'status'>;

/** A slot's time and status: how its card and its line in the agency's week both begin. */
export function SlotHeading({
  id,
  slot,
  status,
  locale,
  children,
}: {
  id: string;
  slot: SlotTimes;
  /** The status, in the reader's language. */
  status: string;
  locale: Locale;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h4
        id={id}
        className={`font-semibold tabular-nums ${slot.status === 'cancelled' ? 'text-muted line-through' : ''}`}
      >
        {timeRange(slot.startsAt, slot.endsAt, locale)}
      </h4>
      <span className={badge(SLOT_TONES[slot.status])}>{status}</span>
      {children}
    </div>
  );
}

type SlotForms = { move?: FormView; cancel?: FormView };

/** The forms a slot offers: an open one is moved (from its time), a booked one to come cancelled. */
export async function slotForms(
  slot: WeekSlot,
  page: { staff: StaffMember; query: Record<string, string | string[] | undefined>; now: Date },
): Promise<SlotForms> {
  const { staff, query, now } = page;
  if (slot.status === 'open') {
    const minutes = Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000);
    const values = { date: brusselsDay(slot.startsAt), time: brusselsTime(slot.startsAt), duration: minutes };
    return { move: await formView(slotForm, { key: `slot-${slot.id}`, staff, query, values }) };
  }
  if (slot.status === 'confirmed' && slot.startsAt > now) {
    return { cancel: await formView(bookingCancelForm, { key: `slot-${slot.id}-cancel`, staff, query, values: {} }) };
  }
  return {};
}

const SUMMARY = 'inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700';

/**
 * One slot of the week as staff run it (app/api/admin/slots/[id]): an open one can be moved or
 * deleted, a booked one to come shows who booked and can be cancelled, a cancelled one shows who
 * had booked. Plain forms: they work without JavaScript.
 */
export async function SlotCard({
  slot,
  forms,
  dayHeadingId,
  locale,
  back,
  today,
  now,
  showLeads,
}: {
  slot: WeekSlot;
  /** Its forms (lib/admin/forms/slots.ts): moving an open slot, cancelling a booking to come. */
  forms: SlotForms;
  /** The day's heading: the slot's name is its day and its time. */
  dayHeadingId: string;
  locale: Locale;
  back: string;
  /** Today in Brussels, the first day a slot may move to. */
  today: string;
  now: Date;
  /** Whether the member of staff reaches the leads, where the booking's lead is shown in full. */
  showLeads: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.slots' });
  const headingId = `slot-${slot.id}`;
  const action = `/api/admin/slots/${slot.id}/`;
  const toCome = slot.startsAt > now;
  const { visitor } = slot;
  const visitorName = visitor && [visitor.firstName, visitor.lastName].filter(Boolean).join(' ');
  return (
    <article aria-labelledby={`${dayHeadingId} ${headingId}`} className="rounded-md border border-line p-4">
      <SlotHeading id={headingId} slot={slot} status={t(`status.${slot.status}`)} locale={locale}>
        {!toCome && <span className="text-sm text-muted">{t('past')}</span>}
      </SlotHeading>

      {visitor ? (
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          <dt className="font-medium text-muted">{slot.status === 'cancelled' ? t('bookedBy') : t('visitor')}</dt>
          <dd>
            {visitorName || t('unnamed')} ({visitor.locale.toUpperCase()})
          </dd>
          {visitor.email && (
            <>
              <dt className="font-medium text-muted">{t('email')}</dt>
              <dd className="break-all">
                <a href={`mailto:${visitor.email}`} className={TEXT_LINK}>
                  {visitor.email}
                </a>
              </dd>
            </>
          )}
          {visitor.phone && (
            <>
              <dt className="font-medium text-muted">{t('phone')}</dt>
              <dd>
                <a href={telHref(visitor.phone)} className={TEXT_LINK}>
                  {visitor.phone}
                </a>
              </dd>
            </>
          )}
        </dl>
      ) : (
        slot.status !== 'open' && <p className="mt-3 text-sm text-muted">{t('bookedElsewhere')}</p>
      )}
      {visitor && showLeads && (
        <p className="mt-2 text-sm">
          <a href={`${backOfficePath('leads')}${visitor.leadId}/`} className={TEXT_LINK}>
            {t('lead')}
          </a>
        </p>
      )}

      {forms.move && (
        <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2">
          <FoldedForm
            summary={t('move.open')}
            summaryClassName={SUMMARY}
            className="min-w-0 basis-full"
            form={forms.move}
            action={action}
            hidden={{ back, action: 'move' }}
            layout="mt-3 flex flex-col gap-4"
            submit={t('move.submit')}
          >
            <SlotTimeFields form={forms.move} firstDay={today} />
          </FoldedForm>
          <ButtonForm action={action} hidden={{ back, action: 'delete' }} tone="secondary">
            {t('delete')}
          </ButtonForm>
        </div>
      )}

      {forms.cancel && (
        <FoldedForm
          summary={t('cancel.open')}
          summaryClassName={SUMMARY}
          className="mt-3"
          form={forms.cancel}
          action={action}
          hidden={{ back, action: 'cancel' }}
          layout="mt-3 flex max-w-2xl flex-col gap-4"
          submit={t('cancel.submit')}
        >
          <p>{visitor?.email ? t('cancel.mailed', { email: visitor.email }) : t('cancel.notMailed')}</p>
          <FormField form={forms.cancel} name="reopen" />
        </FoldedForm>
      )}
    </article>
  );
}
