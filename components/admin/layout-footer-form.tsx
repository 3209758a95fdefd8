import { getTranslations } from 'next-intl/server';
import {
  BUTTON_CLASS,
  CheckboxField,
  FormCard,
  LocalizedFields,
  RowFieldset,
  TextField,
  WEB_ADDRESS_PATTERN,
  type FormState,
} from '@/components/admin/layout-fields';
import { MAX_ROWS } from '@/lib/admin/site-layout-forms';
import type { Locale } from '@/lib/i18n/locales';

const SIZES = ['sm', 'md', 'lg'] as const;

/**
 * The footer configuration (docs/cms.md, site configuration): its columns, each with a title, two
 * texts per language, a picture and its width on the 12-column grid (each row can be removed; the
 * last, blank row adds one), and the copyright line (app/api/admin/layout/footer).
 */
export async function LayoutFooterForm({
  state,
  rows,
  back,
  locale,
}: {
  state: FormState;
  /** Rows of columns in the form: the stored ones, then a blank one. */
  rows: number;
  back: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  return (
    <form method="post" action="/api/admin/layout/footer/" className="flex flex-col gap-6">
      <input type="hidden" name="back" value={back} />
      <FormCard id="footer-columns" title={t('footer.columns')} lead={t('footer.columnsLead')}>
        {Array.from({ length: rows }, (_, index) => {
          const isNew = index === rows - 1;
          const name = `columns.${index}`;
          return (
            <RowFieldset
              key={name}
              legend={isNew ? t('footer.newColumn') : t('rows.columns', { number: index + 1 })}
              hint={isNew ? t('footer.newColumnHint') : undefined}
            >
              <LocalizedFields
                name={`${name}.title`}
                legend={t('fields.title')}
                state={state}
                locale={locale}
                required={!isNew}
              />
              <LocalizedFields
                name={`${name}.introText`}
                legend={t('fields.introText')}
                state={state}
                locale={locale}
                multiline
              />
              <LocalizedFields
                name={`${name}.fullText`}
                legend={t('fields.fullText')}
                hint={t('footer.fullTextHint')}
                state={state}
                locale={locale}
                multiline
              />
              <TextField
                name={`${name}.imageUrl`}
                label={t('fields.imageUrl')}
                hint={t('addressHint')}
                pattern={WEB_ADDRESS_PATTERN}
                state={state}
                mono
              />
              <fieldset className="min-w-0">
                <legend className="font-semibold">{t('fields.size')}</legend>
                <p className="mt-1 text-sm text-muted">{t('footer.sizeHint')}</p>
                <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
                  {SIZES.map((size) => (
                    <TextField
                      key={size}
                      name={`${name}.size.${size}`}
                      label={t(`fields.${size}`)}
                      type="number"
                      min={1}
                      max={12}
                      required
                      state={state}
                    />
                  ))}
                </div>
              </fieldset>
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
              {!isNew && <CheckboxField name={`${name}.remove`} label={t('footer.remove')} state={state} />}
            </RowFieldset>
          );
        })}
      </FormCard>
      <FormCard id="footer-copyright" title={t('fields.copyright')}>
        <LocalizedFields name="copyright" legend={t('footer.copyrightIn')} state={state} locale={locale} />
      </FormCard>
      <div>
        <button type="submit" className={BUTTON_CLASS.primary}>
          {t('footer.save')}
        </button>
      </div>
    </form>
  );
}
