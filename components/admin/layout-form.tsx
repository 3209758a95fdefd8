import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AdminForm, SubmitButton } from '@/components/admin/admin-form';
import { FormField, LocalizedFields } from '@/components/admin/form-field';
import type { FormView } from '@/lib/admin/form-view';
import type { LayoutPart } from '@/lib/admin/site-layout';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What a part's form is given: its view (lib/admin/site-layout-forms.ts, the stored values or what
 * a refused write had typed), the page to return to, the back-office's language and, for a list,
 * its rows (the stored ones, then a blank).
 */
export type LayoutPartProps = { form: FormView; rows: number; back: string; locale: Locale };

/** A part's form (app/api/admin/layout/<part>): its cards, then the one button that saves them. */
export function LayoutForm({
  part,
  form,
  back,
  save,
  children,
}: {
  part: LayoutPart;
  form: FormView;
  back: string;
  save: string;
  children: ReactNode;
}) {
  return (
    <AdminForm form={form} action={`/api/admin/layout/${part}/`} hidden={{ back }} className="flex flex-col gap-6">
      {children}
      <SubmitButton className="self-start">{save}</SubmitButton>
    </AdminForm>
  );
}

// `name`: the text every language of a stored row must have (a link's label, a column's title).
const ROW_TEXTS = {
  headerLinks: { name: 'label', newRow: 'header.newLink', newRowHint: 'header.newLinkHint' },
  columns: { name: 'title', newRow: 'footer.newColumn', newRowHint: 'footer.newColumnHint' },
} as const;

/**
 * The rows of a list (the header's links, the footer's columns), each a group named by its
 * legend: the stored ones, each with its name in every language, its position and a box that
 * removes it, then a blank one that adds a row.
 */
export async function LayoutRows({
  list,
  rows,
  form,
  locale,
  children,
}: {
  list: keyof typeof ROW_TEXTS;
  /** The stored rows and the blank one. */
  rows: number;
  form: FormView;
  locale: Locale;
  /** A row's other fields, their names below `name` ("headerLinks.0"). */
  children: (name: string) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  const texts = ROW_TEXTS[list];
  return Array.from({ length: rows }, (_, index) => {
    const isNew = index === rows - 1;
    const name = `${list}.${index}`;
    return (
      <div key={name} className="border-t border-line pt-5">
        <fieldset className="min-w-0">
          <legend className="text-base font-semibold">
            {isNew ? t(texts.newRow) : t(`rows.${list}`, { number: index + 1 })}
          </legend>
          {isNew && <p className="mt-1 text-sm text-muted">{t(texts.newRowHint)}</p>}
          <div className="mt-4 flex flex-col gap-4">
            <LocalizedFields
              form={form}
              name={`${name}.${texts.name}`}
              legend={t(`fields.${texts.name}`)}
              locale={locale}
              required={!isNew}
            />
            {children(name)}
            <div className="grid gap-4 md:grid-cols-2">
              <FormField form={form} name={`${name}.position`} />
            </div>
            {!isNew && <FormField form={form} name={`${name}.remove`} />}
          </div>
        </fieldset>
      </div>
    );
  });
}
