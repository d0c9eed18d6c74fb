import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalPage } from './LegalPage';

describe('LegalPage', () => {
  afterEach(() => vi.useRealTimers());

  it("shows the visitor's current date as 'Last updated'", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 2, 9, 12, 0, 0));
    render(
      <LegalPage title="Terms of Service" summary="Summary">
        <p>Text</p>
      </LegalPage>,
    );
    expect(screen.getByText('Last updated:')).toHaveTextContent('Last updated: March 9, 2031');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });
});
