import { getTranslations } from 'next-intl/server';
import { CardSection } from '@/components/admin/card-section';
import { FormField, LocalizedFields } from '@/components/admin/form-field';
import { LayoutForm, type LayoutPartProps } from '@/components/admin/layout-form';

const SWITCHES = ['showSearchButton', 'showCountProperty', 'showSearchCount', 'showSearchInput'] as const;
const TEXTS = ['title', 'description', 'description2'] as const;

/**
 * The home configuration (docs/cms.md, home configuration): the search block's switches, the logo,
 * and the title and two descriptions per language, each with its public flag
 * (app/api/admin/layout/home).
 */
export async function LayoutHomeForm({ form, back, locale }: Omit<LayoutPartProps, 'rows'>) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  return (
    <LayoutForm part="home" form={form} back={back} save={t('home.save')}>
      <CardSection id="home-search" title={t('home.search')} lead={t('home.searchLead')}>
        <div className="flex flex-col gap-4">
          {SWITCHES.map((name) => (
            <FormField key={name} form={form} name={name} hint={t(`home.hints.${name}`)} />
          ))}
        </div>
        <FormField form={form} name="logoUrl" hint={t('addressHint')} />
      </CardSection>
      {TEXTS.map((name) => (
        <CardSection key={name} id={`home-${name}`} title={t(`fields.${name}`)}>
          <FormField form={form} name={`${name}.public`} hint={t('home.publicHint')} />
          <LocalizedFields form={form} name={`${name}.value`} legend={t('home.textIn')} locale={locale} />
        </CardSection>
      ))}
    </LayoutForm>
  );
}
