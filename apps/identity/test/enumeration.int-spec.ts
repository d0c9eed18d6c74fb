import { TestClient, startTestStack, type TestResponse, type TestStack } from '@deckmill/server-harness';
import {
  GOOD_PASSWORD,
  clientIp,
  linkFromMail,
  register,
  signIn,
  signUp,
  uniqueEmail,
} from './account-helpers';

/**
 * Sign-up, sign-in, forgot password and an email change answer a known address exactly like an
 * unknown one. That both paths do the same work is asserted by the use cases' unit specs (collaborator
 * spies); timing on a shared machine is too noisy to gate on, so `tools/bench/account-timing.mjs` measures it
 * (docs/security.md).
 */
describe('accounts cannot be discovered through sign-up, sign-in or forgot password', () => {
  let stack: TestStack;
  const client = () => new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
  /** The answer with the per-client CSRF token taken out (it is the caller's own, not the account's). */
  const answer = (res: TestResponse<unknown>) => ({
    status: res.status,
    body: JSON.stringify(res.body).replace(/"csrf_token":"[^"]*"/, '"csrf_token":"…"'),
  });

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'mail'], s3: false });
  });

  afterAll(async () => {
    await stack.stop();
  });

  it('answers sign-up for a taken address exactly like a fresh one and mails the owner instead', async () => {
    const owner = uniqueEmail('owner');
    await register(client(), owner, GOOD_PASSWORD, 'Ada Owner');
    await stack.smtp.waitForMail((m) => m.envelopeTo.includes(owner) && /Confirm/.test(m.subject), 10_000);
    stack.smtp.clear();

    const taken = await signUp(client(), owner.toUpperCase(), 'another-secret-phrase-7', 'Mallory');
    const fresh = await signUp(client(), uniqueEmail('fresh'), 'another-secret-phrase-7', 'Mallory');
    expect(answer(taken)).toEqual(answer(fresh));
    expect(taken.status).toBe(201);
    expect(taken.headers.getSetCookie().some((c) => c.startsWith('dm_session='))).toBe(false);

    const warning = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(owner), 10_000);
    expect(warning.subject).toBe('Someone tried to sign up with your email address | Deckmill');
    expect(warning.text).toContain('Ada Owner');
    expect(warning.text).toContain('http://localhost/users/sign_in');
    // The owner's account is untouched: the old password still works, the attempt's does not.
    expect((await signIn(client(), owner)).status).toBe(200);
    expect((await signIn(client(), owner, 'another-secret-phrase-7')).status).toBe(422);
  });

  it('answers forgot password the same for a known and an unknown address, mailing each', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await register(client(), known);
    const forgot = (email: string) => client().post('/api/users/password', { user: { email } });
    expect(answer(await forgot(known))).toEqual(answer(await forgot(unknown)));
    const reset = await stack.smtp.waitForMail(
      (m) => m.envelopeTo.includes(known) && /Reset/.test(m.subject),
      10_000,
    );
    expect(reset.text).toContain('reset_password_token=');
    const none = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(unknown), 10_000);
    expect(none.text).toContain('there is no account with it');
    expect(none.text).not.toContain('reset_password_token');
  });

  it("answers an email change to another account's address like a free one; that address is never confirmable", async () => {
    const owner = uniqueEmail('holder');
    await register(client(), owner, GOOD_PASSWORD, 'Ada Holder');
    const confirmation = await linkFromMail(stack, owner, /Confirm/);
    const token = confirmation.searchParams.get('confirmation_token') ?? '';
    expect((await client().put('/api/users/confirmation', { confirmation_token: token })).status).toBe(200);
    const mover = client();
    const moverEmail = uniqueEmail('mover');
    await register(mover, moverEmail);
    stack.smtp.clear();
    const change = (email: string) =>
      mover.put<{ profile: { unconfirmed_email: string | null } }>('/api/settings/profile', {
        name: 'Ada Lovelace',
        company: 'Analytical Engines',
        email,
        current_password: GOOD_PASSWORD,
      });
    const free = uniqueEmail('free');
    const toFree = await change(free);
    const toTaken = await change(owner);
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.body.profile.unconfirmed_email).toBe(owner);
    expect(JSON.stringify(toTaken.body).replace(owner, 'X')).toBe(
      JSON.stringify(toFree.body).replace(free, 'X'),
    );

    const warning = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(owner), 10_000);
    expect(warning.subject).toBe('Someone tried to sign up with your email address | Deckmill');
    expect(warning.text).not.toContain('confirmation_token');
    // Asking for the link again sends nothing to the owner's (confirmed) address either.
    stack.smtp.clear();
    expect((await client().post('/api/users/confirmation', { user: { email: owner } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.smtp.messages.filter((m) => m.envelopeTo.includes(owner))).toEqual([]);
  });
});
