import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userDetail, USER_ID } from '../../../testing/adminFixtures';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

const [PRESENTATION] = userDetail().presentations;
if (!PRESENTATION) throw new Error('fixture has no presentation');

describe('admin presentations pages', () => {
  it('lists presentations with owner, status and rows, and filters by status', async () => {
    renderAdmin('/admin/presentations', testAdmin(), {
      'GET /api/admin/presentations': {
        body: { presentations: [PRESENTATION], pagination: { currentPage: 1, totalPages: 1, totalCount: 1 } },
      },
      'GET /api/admin/presentations?status=failed': {
        body: { presentations: [], pagination: { currentPage: 1, totalPages: 1, totalCount: 0 } },
      },
    });

    const row = (await screen.findAllByRole('row'))[1];
    if (!row) throw new Error('no presentation row');
    expect(within(row).getByRole('link', { name: 'Q1 Review' })).toHaveAttribute(
      'href',
      `/admin/presentations/${PRESENTATION.id}`,
    );
    expect(within(row).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    expect(within(row).getByText('Completed')).toHaveAttribute('data-tone', 'green');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('heading', { name: 'No presentations found' })).toBeInTheDocument();
  });

  it('shows one presentation with links to its owner and template', async () => {
    renderAdmin(`/admin/presentations/${PRESENTATION.id}`, testAdmin(), {
      [`GET /api/admin/presentations/${PRESENTATION.id}`]: { body: PRESENTATION },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Q1 Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quarterly' })).toHaveAttribute('href', '/admin/templates/3');
    expect(screen.getByText('12 (12 generated, 0 failed)')).toBeInTheDocument();
  });
});
