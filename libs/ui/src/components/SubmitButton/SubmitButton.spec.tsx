import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('shows its label and submits when idle', () => {
    render(
      <SubmitButton busy={false} busyLabel="Saving...">
        Save Changes
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
  });

  it('shows the busy label and is disabled while busy', () => {
    render(
      <SubmitButton busy busyLabel="Saving...">
        Save Changes
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
  });
});
