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

  it('says which list feeds a chart and marks pictures inside sections', () => {
    render(
      <SectionFieldsList
        structure={{
          tags: [],
          sections: [
            {
              name: 'sales',
              inverted: false,
              kind: 'chart',
              slide: 3,
              tags: ['category', 'revenue', 'cost'].map((path) => ({ path, filters: [] })),
              sections: [],
            },
            {
              name: 'people',
              inverted: false,
              kind: 'table-rows',
              slide: 4,
              tags: [
                { path: 'name', filters: [] },
                { path: 'photo', filters: ['cover'], image: true },
              ],
              sections: [],
            },
          ],
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Fields inside sections' });
    expect(list.textContent).toContain(
      '{{chart:sales}}: Chart fed by the list sales: category, revenue, cost',
    );
    expect(list.textContent).toContain('inside {{#people}}: name, photo (picture)');
  });

  it('shows nothing for a flat template', () => {
    const { container } = render(<SectionFieldsList structure={{ tags: [], sections: [] }} />);
    expect(container.textContent).toBe('');
  });
});
