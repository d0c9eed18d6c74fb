import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidebarShellSkeleton } from './SidebarShellSkeleton';

describe('SidebarShellSkeleton', () => {
  it('is a main with a status naming what loads, its frame hidden from assistive technology', () => {
    const { container } = render(<SidebarShellSkeleton label="Loading your account..." barClassName="bar" />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    expect(container.querySelector('.bar')).toHaveAttribute('aria-hidden', 'true');
  });
});
