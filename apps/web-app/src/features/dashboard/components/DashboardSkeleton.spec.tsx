import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardSkeleton } from './DashboardSkeleton';

describe('DashboardSkeleton', () => {
  it("has the dashboard's shape: plan line, three actions, four stat cards, two list cards", () => {
    render(<DashboardSkeleton />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading dashboard...');
    const [plan, actions, stats, lists] = Array.from(status.lastElementChild?.children ?? []);
    expect(plan?.children).toHaveLength(1);
    expect(actions?.children).toHaveLength(3);
    expect(stats?.children).toHaveLength(4);
    expect(lists?.children).toHaveLength(2);
  });
});
