// Retries back off exponentially from 30 s to 1 h; after a day of failures a message is marked
// failed for a human to look at rather than retried forever.
export const MAX_ATTEMPTS = 30;
const BASE_MS = 30_000;
const CAP_MS = 60 * 60_000;

export function nextAttemptDelayMs(attempts: number): number {
  if (!Number.isFinite(attempts) || attempts < 1) return BASE_MS;
  return Math.min(CAP_MS, BASE_MS * 2 ** (attempts - 1));
}
