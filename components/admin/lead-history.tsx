import { getTranslations } from 'next-intl/server';
import { CARD } from '@/components/admin/admin-classes';
import { auditLabels } from '@/components/admin/audit-labels';
import { OutboxMail } from '@/components/admin/outbox-mail';
import { isLeadStatus } from '@/lib/admin/lead-filter';
import type { TimelineAuthor, TimelineEvent } from '@/lib/admin/lead-timeline';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/i18n/dates';

type Mail = Parameters<typeof OutboxMail>[0]['mail'];

/**
 * A lead's history, newest first (lib/admin/lead-timeline.ts): what happened, who did it and when,
 * in Brussels time; a note's text, and a mail with its state and, failed, its "send again".
 */
export async function LeadHistory({
  locale,
  events,
  back,
}: {
  locale: Locale;
  events: readonly TimelineEvent<Mail>[];
  /** The page a mail sent again returns to. */
  back: string;
}) {
  const [t, audit, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.leads' }),
    getTranslations({ locale, namespace: 'Admin.audit' }),
    auditLabels(locale),
  ]);
  const status = (value: string) => (isLeadStatus(value) ? t(`status.${value}`) : value);
  const author = (by: TimelineAuthor) => {
    switch (by.kind) {
      case 'staff':
        return by.name;
      case 'visitor':
        return t('history.byVisitor');
      case 'site':
        return t('history.bySite');
      case 'emailedLink':
        return audit('byEmailedLink');
      case 'retentionJob':
        return audit('byRetentionJob');
    }
  };
  const title = (event: TimelineEvent<Mail>) => {
    switch (event.kind) {
      case 'received':
        return t('history.received');
      case 'mail':
        return t(event.reply ? 'history.reply' : 'history.mail');
      case 'note':
        return t('history.note');
      case 'status':
        return t('history.status', { from: status(event.from), to: status(event.to) });
      case 'assignment':
        return event.to === null ? t('history.unassigned') : t('history.assigned', { name: event.to });
      case 'action':
        return labels.action(event.action);
    }
  };
  return (
    <ol className="flex flex-col gap-6 border-l-2 border-line pl-4 sm:pl-6">
      {events.map((event) => (
        <li key={event.key} className="flex min-w-0 flex-col gap-2">
          <p>
            <span className="block font-semibold">{title(event)}</span>
            <span className="block text-sm text-muted">
              {author(event.by)} ·{' '}
              <time dateTime={event.at.toISOString()}>
                {formatDate(event.at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </span>
          </p>
          {event.kind === 'note' && <p className={`${CARD} whitespace-pre-wrap wrap-anywhere`}>{event.text}</p>}
          {event.kind === 'mail' && <OutboxMail locale={locale} mail={event.mail} back={back} headingLevel={3} />}
        </li>
      ))}
    </ol>
  );
}
