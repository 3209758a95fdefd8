// `npm run staff -- <command> …`: back-office accounts from the command line (docs/back-office.md).
//   create  --email a@b.be --name "Sophie Lambert" --role admin|editor [--locale fr] [--password …]
//           Without --password, prints a link (valid 7 days) where they choose their own.
//   invite  --email a@b.be      a new link for an existing member
//   disable --email a@b.be      signs them out everywhere and spends their open link; enable lifts it
//   enable  --email a@b.be
//   list
// The first admin of a real install is made here; every later account can be made in the
// back-office itself.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { disableAccount } from '../lib/auth/disable-account';
import { hashPassword } from '../lib/auth/password';
import { passwordLink } from '../lib/auth/reset-requests';
import { INVITATION_TTL_MS, issuePasswordToken } from '../lib/auth/reset-token';
import { type Locale, localeOrDefault } from '../lib/i18n/locales';
import { isStaffRole } from '../lib/staff/roles';
import { ACCOUNT_OPTIONS, accountDatabase, accountLocale, checkedPassword, fail, requiredEmail } from './account-cli';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({ args: rest, options: { ...ACCOUNT_OPTIONS, role: { type: 'string' } } });

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const db = await accountDatabase();

function email(): string {
  return requiredEmail(values.email);
}

async function staffByEmail() {
  const staff = await db.staff.findUnique({ where: { email: email() }, select: { id: true, locale: true } });
  return staff ?? fail(`No member of staff with e-mail ${email()}.`);
}

async function printInvitation(id: number, locale: Locale): Promise<void> {
  const token = await issuePasswordToken(db, { kind: 'staff', id }, INVITATION_TTL_MS);
  console.log(`They choose their password here within 7 days:\n  ${passwordLink(token, locale, siteUrl, 'staff')}`);
}

switch (command) {
  case 'create': {
    const role = isStaffRole(values.role) ? values.role : fail('--role must be admin or editor');
    const locale = accountLocale(values.locale);
    const name = values.name ?? fail('--name is required');
    const password = values.password === undefined ? undefined : checkedPassword(values.password);
    // Without a password given, one nobody knows: the account is usable once they set their own.
    const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
    const invitedAt = password === undefined ? new Date() : null;
    const staff = await db.staff.create({ data: { email: email(), name, role, locale, passwordHash, invitedAt } });
    console.log(`Created ${role} #${staff.id} ${staff.email}.`);
    if (password === undefined) await printInvitation(staff.id, locale);
    break;
  }
  case 'invite': {
    const staff = await staffByEmail();
    await printInvitation(staff.id, localeOrDefault(staff.locale));
    break;
  }
  case 'disable':
  case 'enable': {
    const staff = await staffByEmail();
    const disabled = command === 'disable';
    if (disabled) await db.$transaction([...disableAccount(db, { kind: 'staff', id: staff.id })]);
    else await db.staff.update({ where: { id: staff.id }, data: { disabledAt: null } });
    console.log(`${disabled ? 'Disabled' : 'Enabled'} ${email()}.`);
    break;
  }
  case 'list': {
    const rows = await db.staff.findMany({ orderBy: { email: 'asc' } });
    for (const row of rows)
      console.log(`#${row.id}\t${row.role}\t${row.email}\t${row.name}${row.disabledAt ? '\t(disabled)' : ''}`);
    break;
  }
  default:
    fail('Usage: npm run staff -- create|invite|disable|enable|list [--email <e-mail>] […]');
}
await db.$disconnect();
