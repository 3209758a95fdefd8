import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton, TextField } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import {
  TAG_ID_FORMATS,
  TAG_ID_KINDS,
  TAG_ID_MAX_LENGTH,
  tagIdInputPattern,
  type TagIdKind,
} from '@/lib/consent/tag-ids';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * Site info: the ids of the tags pages load after consent (docs/consent.md). A plain form
 * (app/api/admin/settings/site-info); the browser checks each id's shape as the server does.
 */
export async function SettingsSiteInfo({
  tagIds,
  locale,
  invalidField,
}: {
  tagIds: Record<TagIdKind, string>;
  locale: Locale;
  /** The field the last write refused, marked invalid. */
  invalidField?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.settings.siteInfo' });
  return (
    <CardSection id="site-info-heading" title={t('title')} lead={t('lead')}>
      <form method="post" action="/api/admin/settings/site-info/" className="grid gap-5 md:grid-cols-2">
        <HiddenFields back={backOfficePath('settings')} />
        {TAG_ID_KINDS.map((kind) => (
          <TextField
            key={kind}
            name={kind}
            label={t(`${kind}.label`)}
            hint={t(`${kind}.hint`, { example: TAG_ID_FORMATS[kind].example })}
            defaultValue={tagIds[kind]}
            invalid={invalidField === kind}
            maxLength={TAG_ID_MAX_LENGTH}
            pattern={tagIdInputPattern(kind)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            mono
          />
        ))}
        <SubmitButton className="justify-self-start md:col-span-2">{t('save')}</SubmitButton>
      </form>
    </CardSection>
  );
}
