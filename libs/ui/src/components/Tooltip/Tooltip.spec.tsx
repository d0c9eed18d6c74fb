import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';
import { TooltipHint } from './TooltipHint';

function renderCopy() {
  render(
    <>
      <button type="button">Before</button>
      <Tooltip content="Copy the key">
        <Button aria-label="Copy the key">C</Button>
      </Tooltip>
    </>,
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus and hides on Escape', async () => {
    renderCopy();
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copy the key');
    expect(screen.getByRole('button', { name: 'Copy the key' })).toHaveAttribute(
      'aria-describedby',
      tooltip.id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('makes static content a tab stop described by its hint', async () => {
    render(
      <>
        <button type="button">Before</button>
        <TooltipHint content="A team needs at least one admin.">
          <span>Admin</span>
        </TooltipHint>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    const target = screen.getByText('Admin').parentElement;
    expect(target).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('A team needs at least one admin.');
    expect(target).toHaveAttribute('aria-describedby', tooltip.id);
  });

  it('stays hidden while nothing hovers or focuses the control', () => {
    renderCopy();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
