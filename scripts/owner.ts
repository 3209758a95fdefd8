// `npm run owner -- <command> …`: owner accounts from the command line.
//   create   --email a@b.be --name "Claire Dubois" --password … [--locale fr]
//   password --email a@b.be --password …
//   link     --email a@b.be --property 41001 [--property 41002 …]
//   unlink   --email a@b.be --property 41001
import { parseArgs } from 'node:util';
import { normalizeEmail } from '../lib/auth/account';
import { hashPassword } from '../lib/auth/password';
import { isLocale } from '../lib/i18n/locales';
import { createDbClient } from '../lib/prisma-client';
import { MIN_PASSWORD_LENGTH } from '../lib/auth/password-rules';
import { databaseUrl } from './db/database-url';
import { migrate } from './db/migrate';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    locale: { type: 'string', default: 'fr' },
    property: { type: 'string', multiple: true },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const email = values.email ? normalizeEmail(values.email) : fail('--email is required');
await migrate(databaseUrl());
const db = createDbClient(databaseUrl());

async function ownerId(): Promise<number> {
  const owner = await db.owner.findUnique({ where: { email }, select: { id: true } });
  return owner?.id ?? fail(`No owner with e-mail ${email}.`);
}

function checkedPassword(): string {
  const password = values.password ?? fail('--password is required');
  if (password.length < MIN_PASSWORD_LENGTH) fail(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  return password;
}

function propertyIds(): number[] {
  const ids = (values.property ?? []).map(Number);
  if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id)))
    fail('--property <id> is required (repeatable).');
  return ids;
}

switch (command) {
  case 'create': {
    const locale = isLocale(values.locale) ? values.locale : fail('--locale must be fr, nl, en or de');
    const name = values.name ?? fail('--name is required');
    const owner = await db.owner.create({
      data: { email, name, locale, passwordHash: await hashPassword(checkedPassword()) },
    });
    console.log(`Created owner #${owner.id} ${email}.`);
    break;
  }
  case 'password': {
    const id = await ownerId();
    await db.owner.update({ where: { id }, data: { passwordHash: await hashPassword(checkedPassword()) } });
    await db.signInFailure.deleteMany({ where: { ownerId: id } });
    console.log(`Password set for ${email}.`);
    break;
  }
  case 'link':
  case 'unlink': {
    const id = await ownerId();
    for (const propertyId of propertyIds()) {
      if (command === 'link') {
        if (!(await db.property.findUnique({ where: { id: propertyId }, select: { id: true } })))
          fail(`No property ${propertyId}.`);
        await db.ownerProperty.upsert({
          where: { ownerId_propertyId: { ownerId: id, propertyId } },
          create: { ownerId: id, propertyId },
          update: {},
        });
      } else {
        await db.ownerProperty.deleteMany({ where: { ownerId: id, propertyId } });
      }
    }
    console.log(
      `${command === 'link' ? 'Linked' : 'Unlinked'} ${propertyIds().join(', ')} ${command === 'link' ? 'to' : 'from'} ${email}.`,
    );
    break;
  }
  default:
    fail('Usage: npm run owner -- create|password|link|unlink --email <e-mail> […]');
}
await db.$disconnect();
