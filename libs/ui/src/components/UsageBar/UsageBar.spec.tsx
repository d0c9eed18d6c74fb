import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageBar } from './UsageBar';

function fill(): HTMLElement {
  const bar = screen.getByRole('progressbar');
  const inner = bar.firstElementChild;
  if (!(inner instanceof HTMLElement)) throw new Error('usage bar has no fill');
  return inner;
}

// Explicit, so each case starts from an empty page whichever spec file this worker ran before.
afterEach(cleanup);

describe('UsageBar', () => {
  it.each([
    [0, 'green'],
    [75, 'green'],
    [76, 'amber'],
    [90, 'amber'],
    [91, 'red'],
  ])('colours %i of 100 used %s', (used, tone) => {
    render(<UsageBar used={used} limit={100} />);
    expect(fill()).toHaveAttribute('data-tone', tone);
    expect(fill()).toHaveStyle({ width: `${used}%` });
  });

  it('caps the bar at 100% when usage exceeds the limit', () => {
    render(<UsageBar used={15} limit={10} />);
    expect(fill()).toHaveStyle({ width: '100%' });
    expect(fill()).toHaveAttribute('data-tone', 'red');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('15 / 10')).toBeInTheDocument();
  });

  it("shows 'Unlimited' and no bar when the limit is unlimited", () => {
    render(<UsageBar used={42} limit={null} />);
    expect(screen.getByText(/Unlimited/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
