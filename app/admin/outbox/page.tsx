import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { LeadPageLinks } from '@/components/admin/lead-page-links';
import { OutboxMail } from '@/components/admin/outbox-mail';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { TabLinks } from '@/components/admin/tab-links';
import { staffPage } from '@/lib/admin/guard';
import { MAIL_STATUSES, MAILS_PER_PAGE, mailCounts, mailsPage, mailStatus } from '@/lib/admin/outbox';
import { pageTitle } from '@/lib/admin/page-title';
import { pageCount } from '@/lib/domain/paging';
import { backOfficePath } from '@/lib/staff/paths';

export const generateMetadata = pageTitle('outbox');

// The outbox (lib/admin/outbox.ts): failed mails first, for a human to send again.
export default async function OutboxPage({ searchParams }: PageProps<'/admin/outbox'>) {
  const staff = await staffPage('leads');
  const query = await searchParams;
  const status = mailStatus(query.status);
  const requested = Number(query.page);
  const counts = await mailCounts();
  const pages = pageCount(counts[status], MAILS_PER_PAGE);
  const page = Number.isInteger(requested) && requested > 1 ? Math.min(requested, pages) : 1;
  const [t, mails] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.outbox' }),
    mailsPage(status, page),
  ]);
  const pathOf = (tab: string, to = 1) => `${backOfficePath('outbox')}?status=${tab}${to > 1 ? `&page=${to}` : ''}`;
  return (
    <BackOfficeShell staff={staff} current="outbox" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <TabLinks
        label={t('views')}
        tabs={MAIL_STATUSES.map((tab) => ({
          href: pathOf(tab),
          label: t(`tabs.${tab}`, { count: counts[tab] }),
          current: tab === status,
        }))}
        className="mb-6"
      />
      {mails.length === 0 ? (
        <p>{t(`empty.${status}`)}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {mails.map((mail) => (
            <li key={mail.id}>
              <OutboxMail locale={staff.locale} mail={mail} back={pathOf(status, page)} />
            </li>
          ))}
        </ol>
      )}
      <LeadPageLinks locale={staff.locale} page={page} pageCount={pages} hrefFor={(to) => pathOf(status, to)} />
    </BackOfficeShell>
  );
}
