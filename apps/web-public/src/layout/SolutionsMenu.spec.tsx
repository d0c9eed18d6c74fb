import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/renderAt';
import { SolutionsMenu } from './SolutionsMenu';

function renderMenu() {
  renderAt(
    <>
      <SolutionsMenu />
      <p>Elsewhere on the page</p>
    </>,
  );
  const summary = screen.getByText('Solutions');
  const details = summary.closest('details') as HTMLDetailsElement;
  return { summary, details };
}

describe('SolutionsMenu', () => {
  it('closes on Escape and gives the focus back to "Solutions"', async () => {
    const { summary, details } = renderMenu();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    screen.getByRole('link', { name: 'Sales teams' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes on a press outside it, and stays open on a press inside it', async () => {
    const { summary, details } = renderMenu();
    await userEvent.click(summary);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Sales teams' }));
    expect(details.open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Elsewhere on the page'));
    expect(details.open).toBe(false);
  });
});
