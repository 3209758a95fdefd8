import { getTranslations } from 'next-intl/server';
import { HiddenFields, NOT_BLANK_PATTERN, SubmitButton, TextField } from '@/components/admin/admin-fields';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * The people page's search: an e-mail address or a phone number, posted (app/api/admin/people/search),
 * so that it never stands in an address; the page comes back with the search's sealed token.
 */
export async function PersonSearchForm({ locale, identifier }: { locale: Locale; identifier: string }) {
  const t = await getTranslations({ locale, namespace: 'Admin.people.search' });
  return (
    <form
      method="post"
      action="/api/admin/people/search/"
      role="search"
      aria-label={t('legend')}
      className="flex flex-col items-start gap-3"
    >
      <HiddenFields back={backOfficePath('people')} />
      <TextField
        name="identifier"
        label={t('label')}
        hint={t('hint')}
        defaultValue={identifier}
        required
        maxLength={254}
        pattern={NOT_BLANK_PATTERN}
        autoComplete="off"
        spellCheck={false}
        className="w-full sm:max-w-md"
      />
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  );
}
