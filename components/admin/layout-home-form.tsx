import { getTranslations } from 'next-intl/server';
import {
  BUTTON_CLASS,
  CheckboxField,
  FormCard,
  LocalizedFields,
  TextField,
  WEB_ADDRESS_PATTERN,
  type FormState,
} from '@/components/admin/layout-fields';
import type { Locale } from '@/lib/i18n/locales';

const SWITCHES = ['showSearchButton', 'showCountProperty', 'showSearchCount', 'showSearchInput'] as const;
const TEXTS = ['title', 'description', 'description2'] as const;

/**
 * The home configuration (docs/cms.md, home configuration): the search block's switches, the logo,
 * and the title and two descriptions per language, each with its public flag
 * (app/api/admin/layout/home).
 */
export async function LayoutHomeForm({ state, back, locale }: { state: FormState; back: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  return (
    <form method="post" action="/api/admin/layout/home/" className="flex flex-col gap-6">
      <input type="hidden" name="back" value={back} />
      <FormCard id="home-search" title={t('home.search')} lead={t('home.searchLead')}>
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
        <TextField
          name="logoUrl"
          label={t('fields.logoUrl')}
          hint={t('addressHint')}
          state={state}
          required
          pattern={WEB_ADDRESS_PATTERN}
          mono
        />
      </FormCard>
      {TEXTS.map((name) => (
        <FormCard key={name} id={`home-${name}`} title={t(`fields.${name}`)}>
          <CheckboxField name={`${name}.public`} label={t('fields.public')} hint={t('home.publicHint')} state={state} />
          <LocalizedFields
            name={`${name}.value`}
            legend={t('home.textIn')}
            state={state}
            locale={locale}
            multiline={name !== 'title'}
          />
        </FormCard>
      ))}
      <div>
        <button type="submit" className={BUTTON_CLASS.primary}>
          {t('home.save')}
        </button>
      </div>
    </form>
  );
}
