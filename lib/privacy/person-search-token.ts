import '@/lib/zod-without-eval';
import { z } from 'zod';
import type { PersonIdentifier } from '@/lib/privacy/person-identifier';
import { openSealedText, sealText } from '@/lib/security/sealed-text';

// The back-office's people page names the person it shows by this token, never by the address or
// number itself, which would land in logs, the browser's history and referrers. The token seals
// the person, the member of staff who searched and an expiry (lib/security/sealed-text.ts): it
// opens for nobody else, and only for an hour.

export const PERSON_SEARCH_MINUTES = 60;

const sealedShape = z.object({
  staff: z.number().int().positive(),
  expires: z.number().int(),
  person: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('email'), value: z.string().min(1) }),
    z.object({ kind: z.literal('phone'), value: z.string().min(1) }),
  ]),
});

/** The token of `staffId`'s search for `person`, valid PERSON_SEARCH_MINUTES from `now`. */
export function personSearchToken(key: string, staffId: number, person: PersonIdentifier, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PERSON_SEARCH_MINUTES * 60;
  return sealText(key, JSON.stringify({ staff: staffId, expires, person }));
}

/** The person a token names, for the member of staff it was made for while it is valid; else null. */
export function personOfSearchToken(key: string, token: unknown, staffId: number, now: Date): PersonIdentifier | null {
  const text = openSealedText(key, token);
  if (text === null) return null;
  let sealed;
  try {
    sealed = sealedShape.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
  if (!sealed.success || sealed.data.staff !== staffId || sealed.data.expires * 1000 <= now.getTime()) return null;
  return sealed.data.person;
}
