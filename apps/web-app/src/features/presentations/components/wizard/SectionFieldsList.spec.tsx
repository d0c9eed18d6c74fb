import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionFieldsList } from './SectionFieldsList';

describe('SectionFieldsList', () => {
  it('lists the fields inside each section, nested ones under their section', () => {
    render(
      <SectionFieldsList
        structure={{
          tags: [{ path: 'region', filters: [] }],
          sections: [
            {
              name: 'items',
              inverted: false,
              kind: 'table-rows',
              slide: 2,
              tags: [
                { path: 'product', filters: [] },
                { path: 'price', filters: ['currency:EUR'] },
              ],
              sections: [{ name: 'notes', inverted: true, kind: 'runs', slide: 2, tags: [], sections: [] }],
            },
          ],
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Fields inside sections' });
    expect(list.textContent).toContain('inside {{#items}}: product, price');
    expect(list.textContent).toContain('inside {{^notes}}');
  });

  it('shows nothing for a flat template', () => {
    const { container } = render(<SectionFieldsList structure={{ tags: [], sections: [] }} />);
    expect(container.textContent).toBe('');
  });
});
