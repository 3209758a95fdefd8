import { getTranslations } from 'next-intl/server';
import { LocalizedFields, TextField, WebAddressField } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { LayoutForm, LayoutRows, type LayoutPartProps } from '@/components/admin/layout-form';

const SIZES = ['sm', 'md', 'lg'] as const;

/**
 * The footer configuration (docs/cms.md, site configuration): its columns, each with a title, two
 * texts per language, a picture and its width on the 12-column grid (each row can be removed; the
 * last, blank row adds one), and the copyright line (app/api/admin/layout/footer).
 */
export async function LayoutFooterForm({ state, rows, back, locale }: LayoutPartProps) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  return (
    <LayoutForm part="footer" back={back} save={t('footer.save')}>
      <CardSection id="footer-columns" title={t('footer.columns')} lead={t('footer.columnsLead')}>
        <LayoutRows list="columns" rows={rows} state={state} locale={locale}>
          {(name, isNew) => (
            <>
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
              <WebAddressField
                name={`${name}.imageUrl`}
                label={t('fields.imageUrl')}
                hint={t('addressHint')}
                state={state}
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
            </>
          )}
        </LayoutRows>
      </CardSection>
      <CardSection id="footer-copyright" title={t('fields.copyright')}>
        <LocalizedFields name="copyright" legend={t('footer.copyrightIn')} state={state} locale={locale} />
      </CardSection>
    </LayoutForm>
  );
}
