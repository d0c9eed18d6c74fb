import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, description and action', () => {
    render(
      <EmptyState
        title="No presentations yet"
        description="Create your first batch of presentations from a template."
        action={<a href="/app/templates/new">Upload Template</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No presentations yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first batch of presentations from a template.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Template' })).toHaveAttribute(
      'href',
      '/app/templates/new',
    );
  });
});
