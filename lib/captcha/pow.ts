import 'server-only';
import { CappedMap, createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_ALGORITHM, CAPTCHA_COST, CAPTCHA_KEY_PREFIX } from '@/lib/captcha/settings';
import { derivedKey } from '@/lib/security/derived-key';

// A self-hosted, cookie-less proof-of-work captcha (altcha): the browser spends a fraction of a
// second finding a counter whose hash starts with the required prefix; the server checks it in
// microseconds. Bots posting in bulk pay for every post.
const TTL_MS = 10 * 60_000;

const hmacSecret = derivedKey('captcha');

// A solved challenge is accepted once per instance; the short expiry bounds replays across instances.
const spent = new CappedMap<string, true>({ maxSize: 10_000 });

export function newChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    keyPrefix: CAPTCHA_KEY_PREFIX,
    deriveKey,
    expiresAt: new Date(Date.now() + TTL_MS),
    hmacSignatureSecret: hmacSecret,
  });
}

/** The form's captcha field: base64 JSON of `{ challenge, solution }` as the browser solved it. */
export async function verifyCaptcha(field: unknown): Promise<boolean> {
  if (typeof field !== 'string' || field.length === 0 || field.length > 4000) return false;
  let decoded: { challenge?: Challenge; solution?: Solution };
  try {
    decoded = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as typeof decoded;
  } catch {
    return false;
  }
  if (!decoded.challenge?.signature || !decoded.solution) return false;
  if (!spent.setIfAbsent(decoded.challenge.signature, true)) return false;
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: hmacSecret,
  }).catch(() => null);
  return result?.verified === true && !result.expired;
}
