import { getTranslations } from 'next-intl/server';
import { CheckboxField, LocalizedFields, WebAddressField } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { LayoutForm, type LayoutPartProps } from '@/components/admin/layout-form';

const SWITCHES = ['showSearchButton', 'showCountProperty', 'showSearchCount', 'showSearchInput'] as const;
const TEXTS = ['title', 'description', 'description2'] as const;

/**
 * The home configuration (docs/cms.md, home configuration): the search block's switches, the logo,
 * and the title and two descriptions per language, each with its public flag
 * (app/api/admin/layout/home).
 */
export async function LayoutHomeForm({ state, back, locale }: Omit<LayoutPartProps, 'rows'>) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  return (
    <LayoutForm part="home" back={back} save={t('home.save')}>
      <CardSection id="home-search" title={t('home.search')} lead={t('home.searchLead')}>
        <div className="flex flex-col gap-4">
          {SWITCHES.map((name) => (
            <CheckboxField
              key={name}
              name={name}
              label={t(`fields.${name}`)}
              hint={t(`home.hints.${name}`)}
              state={state}
            />
          ))}
        </div>
        <WebAddressField name="logoUrl" label={t('fields.logoUrl')} hint={t('addressHint')} state={state} required />
      </CardSection>
      {TEXTS.map((name) => (
        <CardSection key={name} id={`home-${name}`} title={t(`fields.${name}`)}>
          <CheckboxField name={`${name}.public`} label={t('fields.public')} hint={t('home.publicHint')} state={state} />
          <LocalizedFields
            name={`${name}.value`}
            legend={t('home.textIn')}
            state={state}
            locale={locale}
            multiline={name !== 'title'}
          />
        </CardSection>
      ))}
    </LayoutForm>
  );
}
