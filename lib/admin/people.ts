import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { formShape } from '@/lib/admin/form-declaration';
import { personEraseForm, personSearchForm } from '@/lib/admin/forms/people';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { databaseProvider } from '@/lib/prisma-client';
import { erasePerson } from '@/lib/privacy/person-erasure';
import type { PersonIdentifier } from '@/lib/privacy/person-identifier';
import { findPersonRecords } from '@/lib/privacy/person-records';
import { personOfSearchToken, personSearchToken } from '@/lib/privacy/person-search-token';
import { derivedKey } from '@/lib/security/derived-key';
import { backOfficePath } from '@/lib/staff/paths';

// The back-office's people page (docs/back-office.md, people; docs/forms.md, answering a request):
// find what the site holds about an e-mail address or a phone number, export it, erase it. The
// person travels between the page, the export and the erasure as a sealed search token
// (lib/privacy/person-search-token.ts), never in clear in an address.

const searchKey = () => derivedKey('person-search');
const recordsOptions = () => ({ provider: databaseProvider(env().DATABASE_URL), uploadDir: env().UPLOAD_DIR });

/** The person a token of the page's address names, for this member of staff, while it is valid. */
export function personOfToken(token: unknown, staff: StaffMember, now = new Date()): PersonIdentifier | null {
  return personOfSearchToken(searchKey(), token, staff.id, now);
}

/** Everything held about the person, for the page and the export. */
export function personRecords(person: PersonIdentifier) {
  return findPersonRecords(db, person, recordsOptions());
}

/** The people page showing `token`'s search. */
export function personPagePath(token: string): string {
  return `${backOfficePath('people')}?${new URLSearchParams({ person: token })}`;
}

export const personSearchSchema = z.object(formShape(personSearchForm));

/**
 * A search: nothing is written, the page is shown again with the search's token. A form rather
 * than a link, so that the address or number typed never stands in an address.
 */
export async function searchPerson(
  input: z.output<typeof personSearchSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const token = personSearchToken(searchKey(), staff.id, input.identifier, new Date());
  return { notice: 'personSearched', returnTo: personPagePath(token) };
}

export const personEraseSchema = z.object({
  // The search's sealed token (lib/privacy/person-search-token.ts): checked by its seal, not its length.
  person: z.string().max(1000),
  ...formShape(personEraseForm),
});

/**
 * Erases everything the site holds about the person of the search (lib/privacy/person-erasure.ts),
 * audited without their data. A published testimonial erased leaves the agency page: its tag is
 * expired on every server.
 */
export async function erasePersonWrite(
  input: z.output<typeof personEraseSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const person = personOfToken(input.person, staff);
  if (!person) return { error: 'personSearchExpired' };
  const erased = await erasePerson(db, person, { ...recordsOptions(), author: staff, now: new Date() });
  if (!erased) return { error: 'personNothingHeld' };
  if (erased.testimonials > 0) await expireEverywhere([CACHE_TAG.testimonials]);
  // Back to an empty search: the erased person's page would only say that nothing is held.
  return { notice: 'personErased', returnTo: backOfficePath('people') };
}
