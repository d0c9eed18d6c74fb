import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminTemplateRow } from '../../../shared/adminTypes';
import { USER_ID } from '../../../testing/adminFixtures';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

const TEMPLATE: AdminTemplateRow = {
  id: 3,
  name: 'Quarterly',
  ownerId: USER_ID,
  ownerEmail: 'ada@example.com',
  teamId: 7,
  fileName: 'quarterly.pptx',
  sizeBytes: 2_516_582,
  slideCount: 4,
  placeholders: ['name', 'company'],
  presentationsCount: 5,
  decksCount: 1_250,
  createdAt: '2026-03-05T10:00:00.000Z',
};

describe('admin templates pages', () => {
  it('lists templates with owner, placeholder and presentation counts', async () => {
    renderAdmin('/admin/templates', testAdmin(), {
      'GET /api/admin/templates': {
        body: { templates: [TEMPLATE], pagination: { currentPage: 1, totalPages: 1, totalCount: 1 } },
      },
    });

    const row = (await screen.findAllByRole('row'))[1];
    if (!row) throw new Error('no template row');
    expect(within(row).getByRole('link', { name: 'Quarterly' })).toHaveAttribute(
      'href',
      '/admin/templates/3',
    );
    expect(row).toHaveTextContent('quarterly.pptx');
    // The Presentations column counts decks made, not the 5 batches that made them.
    expect(row).toHaveTextContent('1,250');
    expect(within(row).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
  });

  it('shows a template with its team, file and placeholders', async () => {
    renderAdmin('/admin/templates/3', testAdmin(), { 'GET /api/admin/templates/3': { body: TEMPLATE } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Quarterly' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team #7' })).toHaveAttribute('href', '/admin/teams/7');
    expect(screen.getByText('quarterly.pptx (2.40 MB, 4 slides)')).toBeInTheDocument();
    expect(screen.getByText('{{company}}')).toBeInTheDocument();
  });
});
