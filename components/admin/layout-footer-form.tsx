import { getTranslations } from 'next-intl/server';
import { CardSection } from '@/components/admin/card-section';
import { FormField, LocalizedFields } from '@/components/admin/form-field';
import { LayoutForm, LayoutRows, type LayoutPartProps } from '@/components/admin/layout-form';

const SIZES = ['sm', 'md', 'lg'] as const;

/**
 * The footer configuration (docs/cms.md, site configuration): its columns, each with a title, two
 * texts per language, a picture and its width on the 12-column grid (each row can be removed; the
 * last, blank row adds one), and the copyright line (app/api/admin/layout/footer).
 */
export async function LayoutFooterForm({ form, rows, back, locale }: LayoutPartProps) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  return (
    <LayoutForm part="footer" form={form} back={back} save={t('footer.save')}>
      <CardSection id="footer-columns" title={t('footer.columns')} lead={t('footer.columnsLead')}>
        <LayoutRows list="columns" rows={rows} form={form} locale={locale}>
          {(name) => (
            <>
              <LocalizedFields form={form} name={`${name}.introText`} legend={t('fields.introText')} locale={locale} />
              <LocalizedFields
                form={form}
                name={`${name}.fullText`}
                legend={t('fields.fullText')}
                hint={t('footer.fullTextHint')}
                locale={locale}
              />
              <FormField form={form} name={`${name}.imageUrl`} hint={t('addressHint')} />
              <fieldset className="min-w-0">
                <legend className="font-semibold">{t('fields.size')}</legend>
                <p className="mt-1 text-sm text-muted">{t('footer.sizeHint')}</p>
                <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
                  {SIZES.map((size) => (
                    <FormField key={size} form={form} name={`${name}.size.${size}`} />
                  ))}
                </div>
              </fieldset>
            </>
          )}
        </LayoutRows>
      </CardSection>
      <CardSection id="footer-copyright" title={t('fields.copyright')}>
        <LocalizedFields form={form} name="copyright" legend={t('footer.copyrightIn')} locale={locale} />
      </CardSection>
    </LayoutForm>
  );
}
