import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CheckboxField, HiddenFields, SubmitButton, TextField, type FormState } from '@/components/admin/admin-fields';
import type { LayoutPart } from '@/lib/admin/site-layout';
import { MAX_ROWS } from '@/lib/admin/site-layout-forms';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What a part's form is given: its values and the field the last write refused, the page to
 * return to, the back-office's language and, for a list, its rows (the stored ones, then a blank).
 */
export type LayoutPartProps = { state: FormState; rows: number; back: string; locale: Locale };

/** A part's form (app/api/admin/layout/<part>): its cards, then the one button that saves them. */
export function LayoutForm({
  part,
  back,
  save,
  children,
}: {
  part: LayoutPart;
  back: string;
  save: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={`/api/admin/layout/${part}/`} className="flex flex-col gap-6">
      <HiddenFields back={back} />
      {children}
      <SubmitButton className="self-start">{save}</SubmitButton>
    </form>
  );
}

const ROW_TEXTS = {
  headerLinks: { newRow: 'header.newLink', newRowHint: 'header.newLinkHint', remove: 'header.remove' },
  columns: { newRow: 'footer.newColumn', newRowHint: 'footer.newColumnHint', remove: 'footer.remove' },
} as const;

/**
 * The rows of a list (the header's links, the footer's columns), each a group named by its
 * legend: the stored ones, each with its position and a box that removes it, then a blank one
 * that adds a row.
 */
export async function LayoutRows({
  list,
  rows,
  state,
  locale,
  children,
}: {
  list: keyof typeof ROW_TEXTS;
  /** The stored rows and the blank one. */
  rows: number;
  state: FormState;
  locale: Locale;
  /** A row's own fields, their names below `name` ("headerLinks.0"). */
  children: (name: string, isNew: boolean) => ReactNode;
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
            {children(name, isNew)}
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                name={`${name}.position`}
                label={t('fields.position')}
                type="number"
                min={1}
                max={MAX_ROWS + 1}
                required
                state={state}
              />
            </div>
            {!isNew && <CheckboxField name={`${name}.remove`} label={t(texts.remove)} state={state} />}
          </div>
        </fieldset>
      </div>
    );
  });
}
