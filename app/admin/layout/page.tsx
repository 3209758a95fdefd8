import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { LayoutFooterForm } from '@/components/admin/layout-footer-form';
import { LayoutHeaderForm } from '@/components/admin/layout-header-form';
import { LayoutHomeForm } from '@/components/admin/layout-home-form';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { TabLinks } from '@/components/admin/tab-links';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { formView } from '@/lib/admin/form-view';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { LAYOUT_PARTS, layoutForm, layoutPart, type LayoutPart } from '@/lib/admin/site-layout';
import { footerForm, headerForm, homeForm } from '@/lib/admin/site-layout-forms';
import { backOfficePath } from '@/lib/staff/paths';

// A folder named "layout": a route segment like any other (only a file named layout.tsx is a
// layout), so this page is /admin/layout/ inside the back-office's own root layout.

export const generateMetadata = pageTitle('layout');

const DECLARATIONS = { home: homeForm, header: headerForm, footer: footerForm } as const;

const partPath = (part: LayoutPart) => `${backOfficePath('layout')}${part === 'home' ? '' : `?part=${part}`}`;

export default async function LayoutPage({ searchParams }: PageProps<'/admin/layout'>) {
  const staff = await staffPage('content');
  const query = await searchParams;
  const part = layoutPart(query.part);
  const [t, form] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.layout' }),
    layoutForm(part),
  ]);
  const view = await formView(DECLARATIONS[part], { key: `layout-${part}`, staff, query, values: form.values });
  const back = partPath(part);
  return (
    <BackOfficeShell staff={staff} current="layout" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} forms={[view]} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <TabLinks
        label={t('parts.label')}
        tabs={LAYOUT_PARTS.map((tab) => ({ href: partPath(tab), label: t(`parts.${tab}`), current: tab === part }))}
        className="mb-6"
      />
      {form.problem !== null && (
        <div role="alert" className={`mb-6 ${ALERT_CLASS}`}>
          <p>{t('unreadable')}</p>
          <pre className="mt-2 overflow-x-auto text-sm font-normal whitespace-pre-wrap">{form.problem}</pre>
        </div>
      )}
      {part === 'home' && <LayoutHomeForm form={view} back={back} locale={staff.locale} />}
      {part === 'header' && <LayoutHeaderForm form={view} rows={form.rows} back={back} locale={staff.locale} />}
      {part === 'footer' && <LayoutFooterForm form={view} rows={form.rows} back={back} locale={staff.locale} />}
    </BackOfficeShell>
  );
}
