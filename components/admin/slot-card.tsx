import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, SlotTimeFields, SUMMARY_CLASS } from '@/components/admin/slot-form-fields';
import type { WeekSlot } from '@/lib/admin/slots';
import { brusselsTime } from '@/lib/admin/slot-week';
import { brusselsDay, timeRange } from '@/lib/appointments/slot-days';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

const STATUS_CLASSES = {
  open: 'bg-brand-50 text-brand-800',
  confirmed: 'bg-sand-100 text-sand-700',
  cancelled: 'bg-line text-muted',
} as const;

/**
 * One slot of the week as staff run it (app/api/admin/slots/[id]): an open one can be moved or
 * deleted, a booked one to come shows who booked and can be cancelled, a cancelled one shows who
 * had booked. Plain forms: they work without JavaScript.
 */
export async function SlotCard({
  slot,
  dayHeadingId,
  locale,
  back,
  today,
  now,
  showLeads,
}: {
  slot: WeekSlot;
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
  const minutes = Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000);
  const backField = <input type="hidden" name="back" value={back} />;
  const { visitor } = slot;
  const visitorName = visitor && [visitor.firstName, visitor.lastName].filter(Boolean).join(' ');
  return (
    <article aria-labelledby={`${dayHeadingId} ${headingId}`} className="rounded-md border border-line p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4
          id={headingId}
          className={`font-semibold tabular-nums ${slot.status === 'cancelled' ? 'text-muted line-through' : ''}`}
        >
          {timeRange(slot.startsAt, slot.endsAt, locale)}
        </h4>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_CLASSES[slot.status]}`}>
          {t(`status.${slot.status}`)}
        </span>
        {!toCome && <span className="text-sm text-muted">{t('past')}</span>}
      </div>

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
                <a href={`mailto:${visitor.email}`} className="text-brand-700 underline underline-offset-4">
                  {visitor.email}
                </a>
              </dd>
            </>
          )}
          {visitor.phone && (
            <>
              <dt className="font-medium text-muted">{t('phone')}</dt>
              <dd>
                <a
                  href={`tel:${visitor.phone.replace(/[^\d+]/g, '')}`}
                  className="text-brand-700 underline underline-offset-4"
                >
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
          <a
            href={`${backOfficePath('leads')}${visitor.leadId}/`}
            className="text-brand-700 underline underline-offset-4"
          >
            {t('lead')}
          </a>
        </p>
      )}

      {slot.status === 'open' && (
        <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2">
          <details className="min-w-0 basis-full">
            <summary className={SUMMARY_CLASS}>{t('move.open')}</summary>
            <form method="post" action={action} className="mt-3 flex flex-col gap-4">
              {backField}
              <input type="hidden" name="action" value="move" />
              <SlotTimeFields
                labels={{ date: t('fields.date'), time: t('fields.time'), duration: t('fields.duration') }}
                day={brusselsDay(slot.startsAt)}
                time={brusselsTime(slot.startsAt)}
                minutes={minutes}
                firstDay={today}
              />
              <div>
                <button type="submit" className={PRIMARY_BUTTON}>
                  {t('move.submit')}
                </button>
              </div>
            </form>
          </details>
          <form method="post" action={action}>
            {backField}
            <input type="hidden" name="action" value="delete" />
            <button type="submit" className={SECONDARY_BUTTON}>
              {t('delete')}
            </button>
          </form>
        </div>
      )}

      {slot.status === 'confirmed' && toCome && (
        <details className="mt-3">
          <summary className={SUMMARY_CLASS}>{t('cancel.open')}</summary>
          <form method="post" action={action} className="mt-3 flex max-w-2xl flex-col gap-4">
            {backField}
            <input type="hidden" name="action" value="cancel" />
            <p>{visitor?.email ? t('cancel.mailed', { email: visitor.email }) : t('cancel.notMailed')}</p>
            <label className="flex items-start gap-3">
              <input type="checkbox" name="reopen" className="mt-1 size-5 shrink-0 accent-brand-700" />
              <span>{t('cancel.reopen')}</span>
            </label>
            <div>
              <button type="submit" className={PRIMARY_BUTTON}>
                {t('cancel.submit')}
              </button>
            </div>
          </form>
        </details>
      )}
    </article>
  );
}
