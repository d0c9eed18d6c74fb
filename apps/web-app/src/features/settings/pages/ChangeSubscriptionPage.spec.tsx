import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import {
  fakeSubscriptionBackend,
  quoteFor,
  starterSubscription,
} from '../../../testing/fakeSubscriptionBackend';

describe('ChangeSubscriptionPage', () => {
  it('shows the prorated amount due now before confirming an upgrade', async () => {
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription/new': {
        body: quoteFor({
          plan: {
            ...quoteFor().plan,
            id: 'professional',
            name: 'Professional',
            features: ['2,500 presentations per month'],
          },
          current_plan: 'starter',
          current_period: 'monthly',
          charge_cents: 4594,
          credit_cents: 1497,
          amount_due_now_cents: 3097,
          remaining_days: 16,
          period_days: 31,
          next_billing_date: '2026-12-01T00:00:00.000Z',
        }),
      },
    });
    renderAppWith('/settings/subscription/new?plan=professional&period=monthly', fetchMock);

    expect(await screen.findByRole('heading', { level: 1, name: 'Change Plan' })).toBeInTheDocument();
    expect(await screen.findByText('Professional plan')).toBeInTheDocument();
    expect(screen.getByText('Immediately')).toBeInTheDocument();
    expect(screen.getByText('$45.94 for the 16 of 31 days left in this period')).toBeInTheDocument();
    expect(screen.getByText('−$14.97')).toBeInTheDocument();
    expect(screen.getByText('$30.97')).toBeInTheDocument();
    expect(screen.getByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.getByText(/plan changes apply without payment/)).toBeInTheDocument();
  });

  it('asks for the quote again when the billing period is toggled', async () => {
    const { fetchMock, calls } = fakeSubscriptionBackend({
      'GET /api/settings/subscription/new': (request) => {
        const annual = new URL(request.url).searchParams.get('period') === 'annual';
        return {
          body: quoteFor(
            annual ? { period: 'annual', amount_due_now_cents: 28800, charge_cents: 28800 } : {},
          ),
        };
      },
    });
    const { router } = renderAppWith('/settings/subscription/new?plan=starter&period=monthly', fetchMock);

    expect(await screen.findByText('$29.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annual (Save 20%)' }));
    expect(await screen.findByText('$288.00')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plan=starter&period=annual');
    expect(
      calls.filter((call) => call.path === '/api/settings/subscription/new').map((call) => call.search),
    ).toEqual(['?plan=starter&period=monthly', '?plan=starter&period=annual']);
  });

  it("confirms with the plan and period, reads 'Saving...' while busy, then returns to the subscription page", async () => {
    let finish: (() => void) | undefined;
    const { fetchMock, calls } = fakeSubscriptionBackend({
      'GET /api/settings/subscription/new': { body: quoteFor() },
      'POST /api/settings/subscription': () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              body: {
                plan: 'starter',
                timing: 'now',
                effective_at: '2026-11-20T12:00:00.000Z',
                amount_charged_cents: 2900,
              },
            });
        }),
      'GET /api/settings/subscription': { body: starterSubscription() },
    });
    const { router } = renderAppWith('/settings/subscription/new?plan=starter&period=monthly', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish?.();
    expect(await screen.findByText('Your plan was changed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/subscription');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      plan: 'starter',
      period: 'monthly',
    });
    // The confirmed plan is now current: the page must not ask for its quote again (it would be refused).
    expect(calls.filter((call) => call.path === '/api/settings/subscription/new')).toHaveLength(1);
  });

  it('shows when a downgrade takes effect and that nothing is due now', async () => {
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription/new': {
        body: quoteFor({
          timing: 'period_end',
          kind: 'downgrade_scheduled',
          effective_at: '2026-12-16T00:00:00.000Z',
          amount_due_now_cents: 0,
          charge_cents: 0,
        }),
      },
    });
    renderAppWith('/settings/subscription/new?plan=starter&period=monthly', fetchMock);

    expect(await screen.findByText('On December 16, 2026, your next billing date')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it('shows why a change is refused, without a Confirm button', async () => {
    const message =
      'Your largest team has 4 members, but the Starter plan allows 3 users. Remove members from your teams before switching to Starter.';
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription/new': {
        status: 422,
        body: { errors: { plan: [message] }, error: message },
      },
    });
    renderAppWith('/settings/subscription/new?plan=starter&period=monthly', fetchMock);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('sends Enterprise to sales', async () => {
    const message =
      'Enterprise is arranged with our sales team. Contact sales and we will set it up for you.';
    const { fetchMock } = fakeSubscriptionBackend({
      'GET /api/settings/subscription/new': {
        status: 422,
        body: { errors: { plan: [message] }, error: message },
      },
    });
    renderAppWith('/settings/subscription/new?plan=enterprise&period=monthly', fetchMock);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: /Annual/ })).toBeNull();
  });
});
