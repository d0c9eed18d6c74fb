import type {
  PlanChangeQuoteView,
  PlanChangeResultView,
  SubscriptionPageData,
} from '@deckmill/api-contracts';
import { DueChangesSweeper } from '../src/subscriptions/due-changes-sweeper';
import { signUpUser, type SignedInUser } from './accounts';
import { eventuallyAsync, startBillingStack, type BillingStack } from './billing-stack';

describe('subscriptions over the gateway, identity, teams and billing', () => {
  let billing: BillingStack;

  beforeAll(async () => {
    billing = await startBillingStack(['gateway', 'identity', 'teams', 'billing']);
  });

  afterAll(async () => {
    await billing.stop();
  });

  const page = async (user: SignedInUser) =>
    (await user.client.get<SubscriptionPageData>('/api/settings/subscription')).body;

  const quote = (user: SignedInUser, plan: string, period = 'monthly') =>
    user.client.get<PlanChangeQuoteView & { error?: string }>(
      `/api/settings/subscription/new?plan=${plan}&period=${period}`,
    );

  const confirm = (user: SignedInUser, plan: string, period = 'monthly') =>
    user.client.post<PlanChangeResultView & { error?: string; errors?: Record<string, string[]> }>(
      '/api/settings/subscription',
      { plan, period },
    );

  it('opens a free subscription at sign-up and shows the page data', async () => {
    billing.setNow('2026-11-20T12:00:00Z');
    const user = await signUpUser(billing.stack.baseUrl);
    const data = await page(user);
    expect(data).toMatchObject({
      user: { subscription_tier: 'free' },
      current_usage: 0,
      usage_limit: 10,
      usage_resets_at: '2026-12-01T00:00:00.000Z',
      current_period_end: null,
      pending_change: null,
      payment: { provider: 'none', payment_required: false },
    });
    expect(data.plans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Free', 0],
      ['Starter', 29],
      ['Professional', 89],
      ['Enterprise', null],
    ]);
    expect(data.plans[1]?.features).toContain('No watermark');
    expect(data.history.map((entry) => entry.kind)).toEqual(['signup']);
  });

  it('asks for a signed-in user', async () => {
    const anonymous = await signUpUser(billing.stack.baseUrl);
    await anonymous.client.delete('/api/users/sign_out');
    expect((await anonymous.client.get('/api/settings/subscription')).status).toBe(401);
  });

  it('prorates an upgrade by the days left and applies it at once', async () => {
    const user = await signUpUser(billing.stack.baseUrl);
    billing.setNow('2026-01-01T00:00:00Z');
    const first = await quote(user, 'starter');
    expect(first.body).toMatchObject({
      timing: 'now',
      amount_due_now_cents: 2900,
      next_billing_date: '2026-02-01T00:00:00.000Z',
    });
    expect((await confirm(user, 'starter')).body).toMatchObject({
      plan: 'starter',
      timing: 'now',
      amount_charged_cents: 2900,
    });

    billing.setNow('2026-01-16T00:00:00Z'); // 16 of January's 31 days left
    const upgrade = await quote(user, 'professional');
    expect(upgrade.body).toMatchObject({
      plan: { name: 'Professional' },
      current_plan: 'starter',
      timing: 'now',
      kind: 'upgrade',
      effective_at: '2026-01-16T00:00:00.000Z',
      charge_cents: 4594, // $89 x 16/31
      credit_cents: 1497, // $29 x 16/31
      amount_due_now_cents: 3097,
      remaining_days: 16,
      period_days: 31,
      next_billing_date: '2026-02-01T00:00:00.000Z',
    });
    expect((await confirm(user, 'professional')).body).toMatchObject({
      plan: 'professional',
      amount_charged_cents: 3097,
    });

    const data = await page(user);
    expect(data.user.subscription_tier).toBe('professional');
    expect(data.usage_limit).toBe(2500);
    expect(data.history.slice(0, 2).map((entry) => [entry.kind, entry.to_plan, entry.amount_cents])).toEqual([
      ['upgrade', 'professional', 3097],
      ['upgrade', 'starter', 2900],
    ]);
    // identity keeps the tier from subscription.changed, so the session shows it.
    await waitForSessionTier(user, 'professional');
  });

  it('schedules a downgrade for the next billing date and applies it then', async () => {
    const user = await signUpUser(billing.stack.baseUrl);
    billing.setNow('2026-03-10T00:00:00Z');
    await confirm(user, 'professional');

    billing.setNow('2026-03-20T00:00:00Z');
    const downgrade = await quote(user, 'starter');
    expect(downgrade.body).toMatchObject({
      timing: 'period_end',
      kind: 'downgrade_scheduled',
      effective_at: '2026-04-10T00:00:00.000Z',
      amount_due_now_cents: 0,
    });
    expect((await confirm(user, 'starter')).body).toMatchObject({
      timing: 'period_end',
      effective_at: '2026-04-10T00:00:00.000Z',
    });
    const waiting = await page(user);
    expect(waiting.user.subscription_tier).toBe('professional');
    expect(waiting.pending_change).toEqual({
      plan: 'starter',
      period: 'monthly',
      effective_at: '2026-04-10T00:00:00.000Z',
    });

    billing.setNow('2026-04-10T00:00:01Z');
    await billing.stack.app.get(DueChangesSweeper).sweep();
    const after = await page(user);
    expect(after.user.subscription_tier).toBe('starter');
    expect(after.pending_change).toBeNull();
    expect(after.current_period_end).toBe('2026-05-10T00:00:00.000Z');
    expect(after.history[0]).toMatchObject({
      kind: 'downgrade',
      from_plan: 'professional',
      to_plan: 'starter',
      amount_cents: 2900,
    });
    await waitForSessionTier(user, 'starter');
  });

  it('cancels to free at the end of the period, and the user can change their mind before then', async () => {
    const user = await signUpUser(billing.stack.baseUrl);
    billing.setNow('2026-05-05T00:00:00Z');
    await confirm(user, 'starter', 'annual');
    const cancelled = await user.client.post<PlanChangeResultView>('/api/settings/subscription/cancel', {});
    expect(cancelled.body).toMatchObject({
      plan: 'free',
      timing: 'period_end',
      effective_at: '2027-05-05T00:00:00.000Z',
    });
    expect((await page(user)).pending_change?.plan).toBe('free');

    const keep = await quote(user, 'starter', 'annual');
    expect(keep.body).toMatchObject({ kind: 'pending_withdrawn', amount_due_now_cents: 0 });
    await confirm(user, 'starter', 'annual');
    expect((await page(user)).pending_change).toBeNull();

    await user.client.post('/api/settings/subscription/cancel', {});
    billing.setNow('2027-05-05T00:00:00Z');
    const ended = await page(user);
    expect(ended).toMatchObject({
      user: { subscription_tier: 'free' },
      usage_limit: 10,
      current_period_end: null,
    });
  });

  it('refuses Enterprise, the current plan and unknown plans with a clear message', async () => {
    const user = await signUpUser(billing.stack.baseUrl);
    const enterprise = await quote(user, 'enterprise');
    expect(enterprise.status).toBe(422);
    expect(enterprise.body.error).toMatch(/sales/);
    const same = await confirm(user, 'free');
    expect(same.status).toBe(422);
    expect(same.body.errors?.['plan']).toEqual(['You are already on the Free plan.']);
    expect((await quote(user, 'gold')).status).toBe(422);
    expect((await user.client.post('/api/settings/subscription/cancel', {})).status).toBe(422);
  });

  it('refuses a downgrade while a team the user created holds more members than the plan allows', async () => {
    billing.setNow('2026-06-01T00:00:00Z');
    const owner = await signUpUser(billing.stack.baseUrl);
    const members = await Promise.all([1, 2, 3].map(() => signUpUser(billing.stack.baseUrl)));
    await confirm(owner, 'professional');
    const team = await owner.client.post<{ short_id: string }>('/api/app/teams', { team: { name: 'Sales' } });
    expect(team.status).toBe(201);
    for (const member of members) {
      const invited = await owner.client.post(`/api/app/teams/${team.body.short_id}/members`, {
        email: member.email,
        role: 'member',
      });
      expect(invited.status).toBeLessThan(300);
    }

    const refused = await quote(owner, 'starter');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(
      'Your largest team has 4 members, but the Starter plan allows 3 users. ' +
        'Remove members from your teams before switching to Starter.',
    );
    expect((await confirm(owner, 'starter')).status).toBe(422);
    expect((await owner.client.post('/api/settings/subscription/cancel', {})).status).toBe(422);
    expect((await page(owner)).pending_change).toBeNull();
  });

  /** identity applies subscription.changed asynchronously; the session shows the tier once it has. */
  async function waitForSessionTier(user: SignedInUser, tier: string): Promise<void> {
    const sessionTier = async () =>
      (await user.client.get<{ user: { subscription_tier: string } | null }>('/api/session')).body.user
        ?.subscription_tier;
    await eventuallyAsync(async () => (await sessionTier()) === tier);
    expect(await sessionTier()).toBe(tier);
  }
});
