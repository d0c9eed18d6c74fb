import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listItem } from '../../../testing/fakePresentationsBackend';
import { PresentationTable } from './PresentationTable';

describe('PresentationTable', () => {
  it('puts each status pill in a slot of its own, so a phone card line cannot stretch it', () => {
    render(
      <MemoryRouter>
        <PresentationTable presentations={[listItem({ status: 'completed' })]} />
      </MemoryRouter>,
    );
    const pill = screen.getByText('Completed');
    expect(pill).toHaveAttribute('data-tone', 'green');
    // The slot, not the table cell, is the cell's grid item on phones (justify-self: start).
    expect(pill.parentElement?.tagName).toBe('SPAN');
    expect(pill.parentElement?.parentElement?.tagName).toBe('TD');
  });
});
