// `npm run owner -- <command> …`: owner accounts from the command line.
//   create   --email a@b.be --name "Claire Dubois" --password … [--locale fr]
//   password --email a@b.be --password …
//   link     --email a@b.be --property 41001 [--property 41002 …]
//   unlink   --email a@b.be --property 41001
import { parseArgs } from 'node:util';
import { hashPassword } from '../lib/auth/password';
import { ACCOUNT_OPTIONS, accountDatabase, accountLocale, checkedPassword, fail, requiredEmail } from './account-cli';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { ...ACCOUNT_OPTIONS, property: { type: 'string', multiple: true } },
});

const email = requiredEmail(values.email);
const db = await accountDatabase();

async function ownerId(): Promise<number> {
  const owner = await db.owner.findUnique({ where: { email }, select: { id: true } });
  return owner?.id ?? fail(`No owner with e-mail ${email}.`);
}

function password(): string {
  return checkedPassword(values.password ?? fail('--password is required'));
}

function propertyIds(): number[] {
  const ids = (values.property ?? []).map(Number);
  if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id)))
    fail('--property <id> is required (repeatable).');
  return ids;
}

switch (command) {
  case 'create': {
    const locale = accountLocale(values.locale);
    const name = values.name ?? fail('--name is required');
    const owner = await db.owner.create({
      data: { email, name, locale, passwordHash: await hashPassword(password()) },
    });
    console.log(`Created owner #${owner.id} ${email}.`);
    break;
  }
  case 'password': {
    const id = await ownerId();
    await db.owner.update({ where: { id }, data: { passwordHash: await hashPassword(password()) } });
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
