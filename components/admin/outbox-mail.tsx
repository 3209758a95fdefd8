import { getTranslations } from 'next-intl/server';
import { badge, LINK } from '@/components/admin/admin-classes';
import { ButtonForm } from '@/components/admin/admin-form';
import { RecordCard } from '@/components/admin/record-card';
import { mailStatus } from '@/lib/admin/outbox';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';
import { formatDate } from '@/lib/i18n/dates';

const TONES = { failed: 'failed', pending: 'waiting', sent: 'done' } as const;

type Mail = {
  id: number;
  leadId?: number | null;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
};

/**
 * One message of the outbox: to whom, what, how many attempts, the last error, and for a failed
 * one a "send again" form (app/api/admin/outbox/{id}/) that returns to `back`.
 */
export async function OutboxMail({
  locale,
  mail,
  back,
  headingLevel = 2,
}: {
  locale: Locale;
  mail: Mail;
  back: string;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.outbox' });
  const status = mailStatus(mail.status);
  const when = (date: Date) => formatDate(date, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = `mail-${mail.id}`;
  return (
    <RecordCard
      id={headingId}
      title={mail.subject}
      level={headingLevel}
      badges={<span className={badge(TONES[status])}>{t(`status.${status}`)}</span>}
    >
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold">{t('to')}</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="font-semibold">{t('queued')}</dt>
        <dd>{when(mail.createdAt)}</dd>
        <dt className="font-semibold">{t('attempts')}</dt>
        <dd>{mail.attempts}</dd>
        {mail.sentAt && (
          <>
            <dt className="font-semibold">{t('sentAt')}</dt>
            <dd>{when(mail.sentAt)}</dd>
          </>
        )}
        {status === 'pending' && (
          <>
            <dt className="font-semibold">{t('nextAttempt')}</dt>
            <dd>{when(mail.nextAttemptAt)}</dd>
          </>
        )}
        {mail.lastError && (
          <>
            <dt className="font-semibold">{t('lastError')}</dt>
            <dd className="font-mono break-all">{mail.lastError}</dd>
          </>
        )}
        {mail.leadId && (
          <>
            <dt className="font-semibold">{t('lead')}</dt>
            <dd>
              <a href={`${backOfficePath('leads')}${mail.leadId}/`} className={LINK}>
                {t('leadNumber', { id: String(mail.leadId) })}
              </a>
            </dd>
          </>
        )}
      </dl>
      {status === 'failed' && (
        <div className="mt-4">
          <ButtonForm action={`/api/admin/outbox/${mail.id}/`} hidden={{ back }} describedBy={headingId}>
            {t('resend')}
          </ButtonForm>
        </div>
      )}
    </RecordCard>
  );
}
