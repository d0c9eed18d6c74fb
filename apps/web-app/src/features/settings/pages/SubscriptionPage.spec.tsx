import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import {
  fakeSubscriptionBackend,
  starterSubscription,
  subscriptionData,
} from '../../../testing/fakeSubscriptionBackend';

const planCard = (name: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

describe('SubscriptionPage', () => {
  it('shows the current plan, the usage bar coloured like the dashboard, and when the allowance resets', async () => {
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription': { body: subscriptionData() },
    });
    renderAppWith('/settings/subscription', fetchMock);

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    // The heading is drawn before the subscription has loaded: wait for the plan itself.
    expect(await screen.findByRole('region', { name: 'Current plan' })).toHaveTextContent(
      /^Current planFree/,
    );
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Presentations this month' });
    expect(bar.firstElementChild).toHaveAttribute('data-tone', 'amber');
    // 8 of 10 is 80%: the plan sentence is the dashboard's amber warning.
    expect(screen.getByText(/approaching your monthly limit: 8 of 10/)).toHaveAttribute('data-tone', 'amber');
    expect(screen.getByText('Your monthly allowance resets on December 1, 2026.')).toBeInTheDocument();
  });

  it('links each plan to an upgrade or downgrade and Enterprise to sales', async () => {
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription': { body: starterSubscription() },
    });
    renderAppWith('/settings/subscription', fetchMock);

    await screen.findByRole('heading', { name: 'Available plans' });
    expect(planCard('Starter').getByText('Current plan')).toBeInTheDocument();
    expect(planCard('Starter').queryByRole('link')).toBeNull();
    expect(planCard('Starter').getByText('$29 / month ($24 billed annually)')).toBeInTheDocument();
    expect(planCard('Professional').getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute(
      'href',
      '/settings/subscription/new?plan=professional&period=monthly',
    );
    expect(planCard('Free').getByRole('link', { name: 'Downgrade to Free' })).toHaveAttribute(
      'href',
      '/settings/subscription/new?plan=free&period=monthly',
    );
    expect(planCard('Enterprise').getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(planCard('Enterprise').getByText('Custom pricing')).toBeInTheDocument();
  });

  it('says plainly that changes apply without payment when no provider is configured', async () => {
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription': { body: subscriptionData() },
    });
    renderAppWith('/settings/subscription', fetchMock);

    expect(
      await screen.findByText(/No payment provider is configured, so plan changes apply without payment/),
    ).toBeInTheDocument();
  });

  it('has no cancel section on free', async () => {
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription': { body: subscriptionData() },
    });
    renderAppWith('/settings/subscription', fetchMock);

    await screen.findByRole('heading', { name: 'Available plans' });
    expect(screen.queryByRole('heading', { name: 'Cancel subscription' })).toBeNull();
  });

  it('cancels a Starter plan after the confirmation, then shows the pending change', async () => {
    let cancelled = false;
    const { fetchMock, calls } = fakeSubscriptionBackend({
      'GET /api/settings/subscription': () => ({
        body: cancelled
          ? starterSubscription({
              pending_change: { plan: 'free', period: null, effective_at: '2026-12-16T00:00:00.000Z' },
            })
          : starterSubscription(),
      }),
      'POST /api/settings/subscription/cancel': () => {
        cancelled = true;
        return {
          body: {
            plan: 'free',
            timing: 'period_end',
            effective_at: '2026-12-16T00:00:00.000Z',
            amount_charged_cents: 0,
          },
        };
      },
    });
    renderAppWith('/settings/subscription', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('You keep your plan until the end of the current period');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );
    expect(
      await screen.findByText('Your subscription is cancelled. It ends on December 16, 2026.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your subscription is cancelled: you move to the Free plan on December 16, 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep my plan' })).toHaveAttribute(
      'href',
      '/settings/subscription/new?plan=starter&period=monthly',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows a scheduled downgrade with its date', async () => {
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription': {
        body: starterSubscription({
          user: { subscription_tier: 'professional' },
          pending_change: { plan: 'starter', period: 'monthly', effective_at: '2026-12-16T00:00:00.000Z' },
        }),
      },
    });
    renderAppWith('/settings/subscription', fetchMock);

    expect(
      await screen.findByText('Your plan changes to Starter (billed monthly) on December 16, 2026.'),
    ).toBeInTheDocument();
  });

  it('lists the subscription history with amounts', async () => {
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription': {
        body: starterSubscription({
          history: [
            {
              id: '2',
              kind: 'upgrade',
              from_plan: 'free',
              to_plan: 'starter',
              period: 'monthly',
              amount_cents: 2900,
              currency: 'USD',
              effective_at: '2026-11-16T00:00:00.000Z',
              created_at: '2026-11-16T00:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderAppWith('/settings/subscription', fetchMock);

    const row = (await screen.findByRole('cell', { name: 'Upgraded' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('November 16, 2026');
    expect(row).toHaveTextContent('$29.00');
  });
});
