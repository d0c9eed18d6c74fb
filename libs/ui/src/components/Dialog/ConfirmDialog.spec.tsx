import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const message = 'Are you sure you want to delete this team? This action cannot be undone.';

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    render(<ConfirmDialog open={false} message={message} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the question with focus on Cancel, and confirms on request', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open message={message} onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is labelled by its title and returns focus to the button that opened it', async () => {
    function DeleteTeam() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete Team
          </button>
          <ConfirmDialog
            open={open}
            title="Delete Team"
            message={message}
            onConfirm={vi.fn()}
            onCancel={() => setOpen(false)}
          />
        </>
      );
    }
    render(<DeleteTeam />);
    const opener = screen.getByRole('button', { name: 'Delete Team' });
    await userEvent.click(opener);
    expect(screen.getByRole('alertdialog', { name: 'Delete Team' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('cancels on Escape', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open message={message} onConfirm={vi.fn()} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows the busy label and blocks both buttons while busy', () => {
    render(<ConfirmDialog open busy message={message} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
