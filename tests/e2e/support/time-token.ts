import type { Locator } from '@playwright/test';
import { TIME_TOKEN_MIN_AGE_SECONDS } from '@/lib/forms/time-token';

/**
 * Waits until the time token that `form` carries is old enough to count (lib/forms/time-token.ts):
 * only what is left of its minimum age, since the test has already spent a while filling the form
 * in, and a page from the page cache carries an older token still. The server and the test share
 * one clock.
 */
export async function untilTimeTokenCounts(form: Locator): Promise<void> {
  const token = await form.locator('input[name="captcha"]').first().inputValue();
  const issued = Number(/^time\.(\d+)\./.exec(token)?.[1]);
  if (!Number.isFinite(issued)) throw new Error(`the form carries no time token: "${token}"`);
  // A little beyond the minimum, so that the post still counts when it reaches the server.
  const left = (issued + TIME_TOKEN_MIN_AGE_SECONDS) * 1000 + 250 - Date.now();
  if (left > 0) await form.page().waitForTimeout(left);
}
