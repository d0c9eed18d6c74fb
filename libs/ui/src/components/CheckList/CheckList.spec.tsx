import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckList } from './CheckList';

describe('CheckList', () => {
  it('lists each item once, its check mark hidden from assistive technology', () => {
    render(<CheckList items={['5 templates', 'PDF output']} className="placed" />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('placed');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['5 templates', 'PDF output']);
    expect(items[0]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
