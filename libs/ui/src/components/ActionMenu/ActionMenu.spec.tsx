import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu, type ActionMenuItem } from './ActionMenu';

const confirmation = 'Are you sure you want to delete this template? This action cannot be undone.';

function renderMenu(onDuplicate = vi.fn(), onDelete = vi.fn()) {
  const items: ActionMenuItem[] = [
    { id: 'duplicate', label: 'Duplicate', onAction: onDuplicate },
    {
      id: 'delete',
      label: 'Delete',
      destructive: true,
      onAction: onDelete,
      confirm: { title: 'Delete template', message: confirmation },
    },
  ];
  render(<ActionMenu items={items} />);
  return screen.getByRole('button', { name: 'More actions' });
}

describe('ActionMenu', () => {
  it('opens from the keyboard, moves with the arrows, and Escape returns focus to the button', async () => {
    const trigger = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Duplicate', 'Delete']);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    expect(items[1]).toHaveAttribute('data-tone', 'danger');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('acts at once on an item without a confirmation', async () => {
    const onDuplicate = vi.fn();
    await userEvent.click(renderMenu(onDuplicate));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledOnce();
  });

  it('asks before a destructive item acts, and cancelling returns focus to the button', async () => {
    const onDelete = vi.fn();
    const trigger = renderMenu(vi.fn(), onDelete);
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete template' });
    expect(dialog).toHaveTextContent(confirmation);
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('acts once the user confirms', async () => {
    const onDelete = vi.fn();
    await userEvent.click(renderMenu(vi.fn(), onDelete));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
