import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['completed', 'Completed', 'green'],
    ['processing', 'Processing', 'blue'],
    ['failed', 'Failed', 'red'],
    ['cancelled', 'Cancelled', 'amber'],
    ['pending', 'Pending', 'grey'],
    ['archived', 'Archived', 'grey'],
  ])('shows %s as %s in %s', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });
});
