import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/renderAt';
import { PricingPage } from './PricingPage';

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name: new RegExp(name) });
}

describe('PricingPage', () => {
  it('shows four plan cards with monthly prices by default', () => {
    renderAt(<PricingPage />, '/pricing');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(within(card('Free')).getByText('$0')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('$29')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('$89')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByText('Custom')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(screen.queryByText(/\/year/)).not.toBeInTheDocument();
  });

  it('shows the annual per-month price, Save 20% and the yearly total after switching to annual', async () => {
    renderAt(<PricingPage />, '/pricing');
    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));

    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Annual/ })).toHaveAccessibleName('Annual Save 20%');
    expect(within(card('Starter')).getByText('$24')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('$288/year, billed annually')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('$74')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('$888/year, billed annually')).toBeInTheDocument();
    expect(within(card('Starter')).queryByText('$29')).not.toBeInTheDocument();
  });

  it('switches back to monthly prices', async () => {
    renderAt(<PricingPage />, '/pricing');
    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(within(card('Starter')).getByText('$29')).toBeInTheDocument();
    expect(screen.queryByText(/\$288\/year/)).not.toBeInTheDocument();
  });

  it('highlights Starter as Most Popular and only Starter', () => {
    renderAt(<PricingPage />, '/pricing');
    expect(within(card('Starter')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('shows the plan limits from the shared plan data', () => {
    renderAt(<PricingPage />, '/pricing');
    expect(within(card('Free')).getByText('10 presentations per month')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('250 presentations per month')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('2,500 presentations per month')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByText('Unlimited presentations')).toBeInTheDocument();
  });

  it('sends sales enquiries to a mail link and sign-ups to the sign-up page', () => {
    renderAt(<PricingPage />, '/pricing');
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:sales@/),
    );
    expect(within(card('Starter')).getByRole('link', { name: 'Start with Starter' })).toHaveAttribute(
      'href',
      '/users/sign_up',
    );
    expect(screen.getByRole('link', { name: /^sales@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('answers the billing questions of the FAQ', () => {
    renderAt(<PricingPage />, '/pricing');
    expect(screen.getByText(/nonprofits get 50% off/i)).toBeInTheDocument();
    expect(screen.getByText(/Upgrades take effect immediately and are prorated/)).toBeInTheDocument();
    expect(
      screen.getByText(/Downgrades take effect at the start of your next billing cycle/),
    ).toBeInTheDocument();
    expect(screen.getByText(/at least 30 days before/)).toBeInTheDocument();
    expect(screen.getByText(/We do not refund partial months/)).toBeInTheDocument();
    expect(screen.getByText(/Annual Enterprise plans can also pay by ACH/)).toBeInTheDocument();
  });
});
