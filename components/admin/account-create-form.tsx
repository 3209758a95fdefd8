import { getTranslations } from 'next-intl/server';
import {
  HiddenFields,
  NOT_BLANK_PATTERN,
  optionsOf,
  SelectField,
  SubmitButton,
  TextField,
} from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';
import { STAFF_ROLES } from '@/lib/staff/roles';

const KINDS = {
  owner: { page: 'owners', messages: 'owners', headingId: 'new-owner', columns: 'md:grid-cols-3' },
  staff: { page: 'staff', messages: 'staffAccounts', headingId: 'new-staff', columns: 'md:grid-cols-2' },
} as const;

/**
 * A new owner or staff account (app/api/admin/owners/, app/api/admin/staff/): its name, e-mail,
 * language and, for staff, role. The invitation leaves with it.
 */
export async function AccountCreateForm({ kind, locale }: { kind: keyof typeof KINDS; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const { page, messages, headingId, columns } = KINDS[kind];
  return (
    <CardSection
      id={headingId}
      title={t(`${messages}.create.title`)}
      lead={t(`${messages}.create.hint`)}
      className="mb-8"
    >
      <form method="post" action={`/api/admin/${page}/`} className={`grid gap-4 md:items-end ${columns}`}>
        <HiddenFields back={backOfficePath(page)} />
        <TextField
          name="name"
          label={t(`${messages}.create.name`)}
          required
          maxLength={120}
          pattern={NOT_BLANK_PATTERN}
          autoComplete="off"
        />
        <TextField
          name="email"
          type="email"
          label={t(`${messages}.create.email`)}
          required
          maxLength={254}
          autoComplete="off"
        />
        {kind === 'staff' && (
          <SelectField
            name="role"
            label={t('staffAccounts.create.role')}
            defaultValue="editor"
            options={optionsOf(STAFF_ROLES, (role) => t(`roles.${role}`))}
          />
        )}
        <SelectField
          name="locale"
          label={t(`${messages}.create.language`)}
          defaultValue={locale}
          options={optionsOf(LOCALES, (language) => t(`${messages}.languages.${language}`))}
        />
        <SubmitButton className="col-span-full justify-self-start">{t(`${messages}.create.submit`)}</SubmitButton>
      </form>
    </CardSection>
  );
}
