import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the page heading and sets the tab title', () => {
    render(<PageHeader title="Templates" actions={<button type="button">Upload Template</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Template' })).toBeInTheDocument();
    expect(document.title).toBe('Templates · Deckmill');
  });
});
