// The footer's newsletter sign-up: a lead, the subscription (re-activated on a second sign-up)
// and a confirmation with a signed unsubscribe link; bad input stores nothing. The honeypot, the
// captcha and the rate limit are the shared pipeline's, checked for every form in pipeline.test.ts.
import { describe, expect, it } from 'vitest';
import { parseUnsubscribeRequest, unsubscribe } from '@/lib/alerts/unsubscribe';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { signUnsubscribe } from '@/lib/alerts/unsubscribe-token';
import { newsletterForm } from '@/lib/forms/handlers/newsletter';
import { ENVELOPE, formHarnessHooks, SITE_URL } from '../support/form-harness';

const forms = formHarnessHooks();

const VALID = { ...ENVELOPE, email: 'Lucas.Peeters@example.be' };

const harness = () => forms.harness(newsletterForm);

describe('newsletter sign-up', () => {
  it('stores the lead and the subscription and queues a confirmation with its unsubscribe link', async () => {
    const { db, expectStored } = await harness();
    const { lead } = await expectStored({ ...VALID, locale: 'nl', sourcePage: '/nl/' }, '/nl/bedankt/nieuwsbrief/', {
      type: 'sign-newsletter',
      locale: 'nl',
    });
    const subscription = await db.newsletterSubscription.findUniqueOrThrow({
      where: { email: 'lucas.peeters@example.be' },
    });
    expect(subscription).toMatchObject({ locale: 'nl', unsubscribedAt: null });
    expect(lead.emails).toHaveLength(1);
    const [mail] = lead.emails;
    expect(mail).toMatchObject({ to: 'lucas.peeters@example.be', subject: 'Uw inschrijving op onze nieuwsbrief' });
    const token = signUnsubscribe(unsubscribeKey(), 'newsletter', subscription.id);
    expect(mail!.text).toContain(`${SITE_URL}/nl/uitschrijven/?kind=newsletter&id=${subscription.id}&token=${token}`);
    expect(JSON.parse(mail!.headers!)['List-Unsubscribe']).toBe(
      `<${SITE_URL}/api/unsubscribe/?kind=newsletter&id=${subscription.id}&token=${token}>`,
    );
  });

  it('re-activates an unsubscribed address in its new language instead of adding a second one', async () => {
    const { db, post } = await harness();
    await post(VALID);
    const first = await db.newsletterSubscription.findFirstOrThrow();
    const request = parseUnsubscribeRequest(
      (name) =>
        ({
          kind: 'newsletter',
          id: String(first.id),
          token: signUnsubscribe(unsubscribeKey(), 'newsletter', first.id),
        })[name],
    );
    expect(await unsubscribe(db, unsubscribeKey(), request)).toBe(true);
    expect((await db.newsletterSubscription.findFirstOrThrow()).unsubscribedAt).not.toBeNull();

    expect((await post({ ...VALID, locale: 'de' })).status).toBe(200);
    const again = await db.newsletterSubscription.findMany();
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: first.id, locale: 'de', unsubscribedAt: null });
  });

  it('never lets a newsletter token unsubscribe the search alert with the same id', async () => {
    const { db, post } = await harness();
    await post(VALID);
    const subscription = await db.newsletterSubscription.findFirstOrThrow();
    const alert = await db.searchAlert.create({
      data: { id: subscription.id, email: 'x@example.be', locale: 'fr', goal: 0, typeWebIds: '', zones: '' },
    });
    const token = signUnsubscribe(unsubscribeKey(), 'newsletter', subscription.id);
    const swapped = parseUnsubscribeRequest((name) => ({ kind: 'alert', id: String(alert.id), token })[name]);
    expect(await unsubscribe(db, unsubscribeKey(), swapped)).toBe(false);
    expect((await db.searchAlert.findUniqueOrThrow({ where: { id: alert.id } })).unsubscribedAt).toBeNull();
  });

  it.each([
    ['e-mail missing', { email: '' }, 'email:required'],
    ['e-mail invalid', { email: 'lucas@peeters' }, 'email:emailInvalid'],
    ['privacy', { privacy: false }, 'privacy:privacyRequired'],
  ])('refuses %s with a message at that field and stores nothing', async (_name, change, expected) => {
    const { db, issuesOf } = await harness();
    expect(await issuesOf({ ...VALID, ...change })).toContain(expected);
    expect(await db.lead.count()).toBe(0);
    expect(await db.newsletterSubscription.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });
});
