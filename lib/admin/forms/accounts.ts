import { choice, declareForm, email, text } from '@/lib/admin/form-declaration';
import { LOCALES } from '@/lib/i18n/locales';
import { STAFF_ROLES } from '@/lib/staff/roles';

// The forms of owner and staff accounts (lib/admin/owners.ts, lib/admin/staff-accounts.ts).

const account = {
  name: text({ max: 120, required: true }),
  email: email(),
  /** The account's language: its mails', and for staff the back-office's. */
  locale: choice(LOCALES, { label: 'language' }),
};

export const ownerCreateForm = declareForm('Admin.owners.create', account);

export const staffCreateForm = declareForm('Admin.staffAccounts.create', { ...account, role: choice(STAFF_ROLES) });

/** A property linked to an owner, as staff name it: its number (the CRM's id) or its reference ("V-2321"). */
export const propertyLinkForm = declareForm('Admin.owners.properties', {
  property: text({ max: 40, required: true, label: 'link' }),
});

export const staffRoleForm = declareForm('Admin.staffAccounts', { role: choice(STAFF_ROLES) });
