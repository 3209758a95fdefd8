import 'server-only';
import { INVITED_ACCOUNT_COLUMNS } from '@/lib/admin/invitation';
import { db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';

// The owner accounts of the back-office: the reads of their screens. Each write has a file of its
// own (create-owner.ts, link-owner-property.ts, unlink-owner-property.ts, invite-owner.ts,
// disable-owner.ts, enable-owner.ts). Owner accounts and their properties are read per request and
// never cached (docs/caching.md: the owner portal is per request), so none of these writes expires
// a cache tag: the owner sees a linked property, and loses a disabled session, on their next request.

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
