import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { ownerCreateForm, propertyLinkForm } from '@/lib/admin/forms/accounts';
import {
  createInvitedAccount,
  INVITED_ACCOUNT_COLUMNS,
  INVITED_ACCOUNT_WRITES,
  inviteAgain,
} from '@/lib/admin/invitation';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { disableAccount } from '@/lib/auth/disable-account';
import { db } from '@/lib/db';
import { normalizeReference } from '@/lib/domain/reference';
import { recordIdParam } from '@/lib/http/record-id';
import type { Locale } from '@/lib/i18n/locales';

// Owner accounts and their properties are read per request and never cached (docs/caching.md:
// the owner portal is per request), so no write here expires a cache tag: the owner sees a
// linked property, and loses a disabled session, on their next request.

/** Every owner account, by name, with how many properties it is linked to. */
export async function ownerAccounts() {
  const rows = await db.owner.findMany({
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: 2000,
    select: { ...INVITED_ACCOUNT_COLUMNS, _count: { select: { properties: true } } },
  });
  return rows.map(({ _count, ...owner }) => ({ ...owner, properties: _count.properties }));
}

/** One owner account with its linked properties, titled in the back-office's language. */
export async function ownerAccount(id: number, locale: Locale) {
  const row = await db.owner.findUnique({
    where: { id },
    select: {
      ...INVITED_ACCOUNT_COLUMNS,
      createdAt: true,
      properties: {
        orderBy: { propertyId: 'asc' },
        select: {
          property: {
            select: { id: true, recordFile: true, translations: { where: { locale }, select: { title: true } } },
          },
        },
      },
    },
  });
  if (!row) return null;
  const properties = row.properties.map(({ property }) => ({
    id: property.id,
    reference: property.recordFile,
    title: property.translations[0]?.title ?? property.recordFile,
  }));
  return { ...row, properties };
}

export const ownerCreateSchema = z.object(formShape(ownerCreateForm));

/** Makes an owner account and mails them the invitation to choose their password. */
export function createOwner(input: z.output<typeof ownerCreateSchema>, staff: StaffMember): Promise<WriteOutcome> {
  return createInvitedAccount('owner', input, staff, {
    exists: (email) => db.owner.findUnique({ where: { email }, select: { id: true } }),
    insert: (tx, data) => tx.owner.create({ data, select: { id: true } }),
  });
}

export const ownerWriteSchema = z.discriminatedUnion('action', [
  ...INVITED_ACCOUNT_WRITES,
  z.object({ id: recordIdField, action: z.literal('link'), ...formShape(propertyLinkForm) }),
  z.object({ id: recordIdField, action: z.literal('unlink'), property: recordIdField }),
]);
type OwnerWrite = z.output<typeof ownerWriteSchema>;
type Owner = { id: number; name: string; email: string; locale: string; disabledAt: Date | null };

/** The property a member of staff named, or why none: references are not unique in the feed. */
async function namedProperty(named: string) {
  const select = { id: true, recordFile: true } as const;
  const id = recordIdParam(named);
  const byId = id === null ? null : await db.property.findUnique({ where: { id }, select });
  if (byId) return byId;
  const byReference = await db.property.findMany({ where: { recordFile: normalizeReference(named) }, select, take: 2 });
  if (byReference.length === 1) return byReference[0]!;
  return byReference.length === 0 ? 'propertyUnknown' : 'propertyAmbiguous';
}

async function linkProperty(owner: Owner, named: string, staff: StaffMember): Promise<WriteOutcome> {
  const property = await namedProperty(named);
  if (typeof property === 'string') return { error: property, field: 'property' };
  const key = { ownerId: owner.id, propertyId: property.id };
  await db.$transaction([
    db.ownerProperty.upsert({ where: { ownerId_propertyId: key }, create: key, update: {} }),
    auditEntry(db, staff, 'owner.link', `owner:${owner.id}`, {
      propertyId: property.id,
      reference: property.recordFile,
    }),
  ]);
  return { notice: 'propertyLinked' };
}

async function unlinkProperty(owner: Owner, propertyId: number, staff: StaffMember): Promise<WriteOutcome> {
  const link = await db.ownerProperty.findUnique({
    where: { ownerId_propertyId: { ownerId: owner.id, propertyId } },
    select: { property: { select: { recordFile: true } } },
  });
  if (!link) return { error: 'gone' };
  await db.$transaction([
    db.ownerProperty.deleteMany({ where: { ownerId: owner.id, propertyId } }),
    auditEntry(db, staff, 'owner.unlink', `owner:${owner.id}`, { propertyId, reference: link.property.recordFile }),
  ]);
  return { notice: 'propertyUnlinked' };
}

/**
 * Disables or enables an owner account. Disabling ends every session of the owner at its next
 * request and spends their open links (lib/auth/disable-account.ts); signing in fails until enabled.
 */
async function setDisabled(owner: Owner, disabled: boolean, staff: StaffMember): Promise<WriteOutcome> {
  const audit = auditEntry(db, staff, disabled ? 'owner.disable' : 'owner.enable', `owner:${owner.id}`);
  if (disabled) {
    await db.$transaction([...disableAccount(db, { kind: 'owner', id: owner.id }), audit]);
  } else {
    const enable = db.owner.update({ where: { id: owner.id }, data: { disabledAt: null }, select: { id: true } });
    await db.$transaction([enable, audit]);
  }
  return { notice: disabled ? 'ownerDisabled' : 'ownerEnabled' };
}

/** One write on an owner account, from its back-office page (app/api/admin/owners/[id]). */
export async function writeOwner(input: OwnerWrite, staff: StaffMember): Promise<WriteOutcome> {
  const owner = await db.owner.findUnique({ where: { id: input.id }, select: INVITED_ACCOUNT_COLUMNS });
  if (!owner) return { error: 'gone' };
  switch (input.action) {
    case 'link':
      return linkProperty(owner, input.property, staff);
    case 'unlink':
      return unlinkProperty(owner, input.property, staff);
    case 'invite':
      return inviteAgain({ kind: 'owner', ...owner }, staff);
    case 'disable':
    case 'enable':
      return setDisabled(owner, input.action === 'disable', staff);
  }
}
