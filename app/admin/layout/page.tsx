import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { layoutFieldLabels } from '@/components/admin/layout-field-labels';
import { LayoutFooterForm } from '@/components/admin/layout-footer-form';
import { LayoutHeaderForm } from '@/components/admin/layout-header-form';
import { LayoutHomeForm } from '@/components/admin/layout-home-form';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { ALERT_CLASS } from '@/components/forms/field-classes';
import { staffPage } from '@/lib/admin/guard';
import { LAYOUT_PARTS, layoutForm, layoutPart, type LayoutPart } from '@/lib/admin/site-layout';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import { backOfficePath } from '@/lib/staff/paths';

// A folder named "layout": a route segment like any other (only a file named layout.tsx is a
// layout), so this page is /admin/layout/ inside the back-office's own root layout.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.pages' });
  return { title: t('layout') };
}

const partPath = (part: LayoutPart) => `${backOfficePath('layout')}${part === 'home' ? '' : `?part=${part}`}`;

export default async function LayoutPage({ searchParams }: PageProps<'/admin/layout'>) {
  const staff = await staffPage('content');
  const query = await searchParams;
  const part = layoutPart(query.part);
  const [t, form] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.layout' }),
    layoutForm(part),
  ]);
  const state = { values: form.values, invalid: typeof query.field === 'string' ? query.field : undefined };
  const back = partPath(part);
  const fieldLabels = layoutFieldLabels(
    Object.keys(form.values),
    { field: (word) => t(`fields.${word}`), row: (list, number) => t(`rows.${list}`, { number }) },
    staff.locale,
  );
  return (
    <BackOfficeShell staff={staff} current="layout" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} fieldLabels={fieldLabels} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <nav aria-label={t('parts.label')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {LAYOUT_PARTS.map((tab) => (
            <li key={tab}>
              <a
                href={partPath(tab)}
                aria-current={tab === part ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t(`parts.${tab}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {form.problem !== null && (
        <div role="alert" className={`mb-6 ${ALERT_CLASS}`}>
          <p>{t('unreadable')}</p>
          <pre className="mt-2 overflow-x-auto text-sm font-normal whitespace-pre-wrap">{form.problem}</pre>
        </div>
      )}
      {part === 'home' && <LayoutHomeForm state={state} back={back} locale={staff.locale} />}
      {part === 'header' && <LayoutHeaderForm state={state} rows={form.rows} back={back} locale={staff.locale} />}
      {part === 'footer' && <LayoutFooterForm state={state} rows={form.rows} back={back} locale={staff.locale} />}
    </BackOfficeShell>
  );
}
