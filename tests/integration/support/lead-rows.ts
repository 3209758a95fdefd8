import type { Prisma } from '@/generated/prisma/client';

type LeadFields = Partial<Omit<Prisma.LeadCreateManyInput, 'payload'>> & { payload?: object };

/** A lead's row as a form stores it: a French site contact with consent unless `fields` say otherwise. */
export function leadRow({ payload = {}, ...fields }: LeadFields = {}) {
  return { type: 'site-contact', locale: 'fr', consent: true, ...fields, payload: JSON.stringify(payload) };
}
