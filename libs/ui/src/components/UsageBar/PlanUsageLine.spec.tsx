import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanUsageLine } from './PlanUsageLine';

// Explicit, so each case starts from an empty page whichever spec file this worker ran before.
afterEach(cleanup);

describe('PlanUsageLine', () => {
  it('is a plain muted sentence below 80%', () => {
    render(<PlanUsageLine plan="Starter" used={199} limit={250} />);
    const line = screen.getByText("You're on the Starter plan: 199 of 250 presentations used this month.");
    expect(line).not.toHaveAttribute('data-tone');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    [8, 10, 'approaching your monthly limit: 8 of 10'],
    [10, 10, 'have reached your monthly limit: 10 of 10'],
    [12, 10, 'have reached your monthly limit: 12 of 10'],
    [2_000, 2_500, 'approaching your monthly limit: 2,000 of 2,500'],
  ])('turns into the amber warning at %i of %i (80% or more, the limit included)', (used, limit, text) => {
    render(<PlanUsageLine plan="Free" used={used} limit={limit} />);
    const warning = screen.getByRole('status');
    expect(warning).toHaveAttribute('data-tone', 'amber');
    expect(warning).toHaveTextContent(`You're on the Free plan and ${text} presentations used this month.`);
  });

  it('says unlimited for a plan without a limit, never warning', () => {
    render(<PlanUsageLine plan="Enterprise" used={90_000} limit={null} />);
    expect(
      screen.getByText("You're on the Enterprise plan with unlimited presentations."),
    ).not.toHaveAttribute('data-tone');
  });
});
