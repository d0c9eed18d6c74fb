import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

function InviteExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Invite Member
      </button>
      <Dialog open={open} title="Invite Member" onClose={() => setOpen(false)}>
        <label>
          Email
          <input type="email" />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Send Invite
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that takes focus and keeps Tab inside', async () => {
    render(<InviteExample />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    expect(screen.getByRole('dialog', { name: 'Invite Member' })).toBeInTheDocument();
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send Invite' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send Invite' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    render(<InviteExample />);
    const opener = screen.getByRole('button', { name: 'Invite Member' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('as a palette is named by its title without a heading, focuses its field and closes on a click outside', async () => {
    function PaletteExample() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} title="Command menu" onClose={() => setOpen(false)} variant="palette">
          <input aria-label="Search" />
        </Dialog>
      );
    }
    render(<PaletteExample />);
    const palette = screen.getByRole('dialog', { name: 'Command menu' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveFocus());

    await userEvent.click(document.body);
    await waitFor(() => expect(palette).not.toBeInTheDocument());
  });
});
