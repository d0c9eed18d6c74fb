import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminStuckBatch } from '../../../shared/adminTypes';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

const OWNER_ID = '3f1c9f2e-8d7b-4c1a-9e2f-1a2b3c4d5e6f';
const MINUTE = 60_000;

function stuckBatch(overrides: Partial<AdminStuckBatch> = {}): AdminStuckBatch {
  return {
    id: '9b2d6c1e-4f3a-4b5c-8d7e-0f1a2b3c4d5e',
    name: 'Renewals March',
    status: 'processing',
    templateId: 3,
    templateName: 'Renewal offer',
    ownerId: OWNER_ID,
    ownerEmail: 'ada@example.com',
    teamId: 12,
    formats: ['pptx', 'pdf'],
    rowCount: 120,
    rowsDone: 40,
    rowsFailed: 2,
    rowsConverting: 8,
    createdAt: new Date(Date.now() - 3 * 60 * MINUTE).toISOString(),
    lastProgressAt: new Date(Date.now() - 25 * MINUTE).toISOString(),
    deadLetters: 3,
    resumedAt: null,
    ...overrides,
  };
}

const ONE_PAGE = { currentPage: 1, totalPages: 1, totalCount: 1 };

describe('admin stuck batches page', () => {
  it('lists a stuck batch with its hints, and resumes it after a confirmation', async () => {
    const batch = stuckBatch();
    const resumed = vi.fn(() => ({
      body: {
        ...batch,
        resent: { chunks: 3, conversions: 8, finalizer: false },
        resumedAt: new Date().toISOString(),
        skipped: null,
      },
    }));
    renderAdmin('/admin/stuck-batches', testAdmin(), {
      'GET /api/admin/batches/stuck?minutes=10': {
        body: { batches: [batch], pagination: ONE_PAGE, minutes: 10 },
      },
      [`POST /api/admin/batches/${batch.id}/resume`]: resumed,
    });

    const row = (await screen.findAllByRole('row'))[1];
    if (!row) throw new Error('no batch row');
    expect(within(row).getByRole('link', { name: 'Renewals March' })).toHaveAttribute(
      'href',
      `/admin/presentations/${batch.id}`,
    );
    expect(within(row).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/admin/users/${OWNER_ID}`,
    );
    expect(within(row).getByRole('link', { name: 'Team 12' })).toHaveAttribute('href', '/admin/teams/12');
    expect(within(row).getByText('40 done, 2 failed of 120')).toBeInTheDocument();
    expect(within(row).getByText('8 waiting for PDF')).toBeInTheDocument();
    expect(within(row).getByText('3 dead-lettered')).toBeInTheDocument();
    expect(within(row).getByText('25 min')).toBeInTheDocument();
    expect(within(row).getByText('created 3 h ago')).toBeInTheDocument();
    expect(within(row).queryByText(/^resumed/)).not.toBeInTheDocument();
    expect(within(row).queryByText('Finished, not announced')).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Resume Renewals March' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resume batch' });
    expect(resumed).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));

    expect(
      await screen.findByText('Resumed “Renewals March”: sent 3 chunk jobs, 8 PDF conversions again.'),
    ).toBeInTheDocument();
    expect(resumed).toHaveBeenCalledTimes(1);
  });

  it('cancels a batch and says what was made; a refusal shows its reason', async () => {
    const batch = stuckBatch({ deadLetters: 0, rowsConverting: 0, teamId: null });
    renderAdmin('/admin/stuck-batches', testAdmin(), {
      'GET /api/admin/batches/stuck?minutes=10': {
        body: { batches: [batch], pagination: ONE_PAGE, minutes: 10 },
      },
      [`POST /api/admin/batches/${batch.id}/cancel`]: {
        body: { ...batch, status: 'cancelled', cancelledNow: true },
      },
      [`POST /api/admin/batches/${batch.id}/resume`]: {
        status: 503,
        body: { error: 'The service is unavailable right now.' },
      },
    });

    const row = (await screen.findAllByRole('row'))[1];
    if (!row) throw new Error('no batch row');
    expect(within(row).getByText('No team')).toBeInTheDocument();
    expect(within(row).queryByText(/dead-lettered/)).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Resume Renewals March' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Resume batch' })).getByRole('button', {
        name: 'Resume',
      }),
    );
    expect(await screen.findByText('The service is unavailable right now.')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Cancel Renewals March' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel batch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    expect(
      await screen.findByText('Cancelled “Renewals March”: 40 of 120 decks were made.'),
    ).toBeInTheDocument();
  });

  it('shows a finished batch never announced and when it was last resumed, and why a Resume re-sent nothing', async () => {
    const resumedAt = new Date(Date.now() - 5 * MINUTE).toISOString();
    const batch = stuckBatch({ resumedAt, status: 'completed', rowsConverting: 0 });
    renderAdmin('/admin/stuck-batches', testAdmin(), {
      'GET /api/admin/batches/stuck?minutes=10': {
        body: { batches: [batch], pagination: ONE_PAGE, minutes: 10 },
      },
      [`POST /api/admin/batches/${batch.id}/resume`]: {
        body: {
          ...batch,
          resent: { chunks: 0, conversions: 0, finalizer: false },
          resumedAt,
          skipped: 'resumed_recently',
        },
      },
    });

    const row = (await screen.findAllByRole('row'))[1];
    if (!row) throw new Error('no batch row');
    expect(within(row).getByText('resumed 5 min ago')).toBeInTheDocument();
    expect(within(row).getByText('Finished, not announced')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Resume Renewals March' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resume batch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(
      await screen.findByText(/^Nothing re-sent for “Renewals March”: it was resumed 5 min ago/),
    ).toBeInTheDocument();
  });

  it('says so when the batch had been cancelled before the Cancel (by its owner, say)', async () => {
    const batch = stuckBatch();
    renderAdmin('/admin/stuck-batches', testAdmin(), {
      'GET /api/admin/batches/stuck?minutes=10': {
        body: { batches: [batch], pagination: ONE_PAGE, minutes: 10 },
      },
      [`POST /api/admin/batches/${batch.id}/cancel`]: {
        body: { ...batch, status: 'cancelled', cancelledNow: false },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Renewals March' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel batch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    expect(
      await screen.findByText('“Renewals March” was already cancelled: nothing was done.'),
    ).toBeInTheDocument();
  });

  it('says there are no stuck batches, and asks again with another threshold', async () => {
    const { fetchMock } = renderAdmin('/admin/stuck-batches', testAdmin(), {
      'GET /api/admin/batches/stuck?minutes=10': {
        body: { batches: [], pagination: { currentPage: 1, totalPages: 1, totalCount: 0 }, minutes: 10 },
      },
      'GET /api/admin/batches/stuck?minutes=60': {
        body: { batches: [stuckBatch()], pagination: ONE_PAGE, minutes: 60 },
      },
    });

    expect(await screen.findByRole('heading', { name: 'No stuck batches' })).toBeInTheDocument();
    expect(screen.getByText('Every running batch made progress in the last 10 minutes.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'No progress for at least' }), '60');
    expect(await screen.findByRole('link', { name: 'Renewals March' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) => String((input as Request).url ?? input).includes('minutes=60')),
    ).toBe(true);
  });

  it('says why the list could not be loaded', async () => {
    renderAdmin('/admin/stuck-batches', testAdmin(), {
      'GET /api/admin/batches/stuck?minutes=10': { status: 500, body: { error: 'Something went wrong.' } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load stuck batches.');
  });

  it('has its entry in the sidebar', async () => {
    renderAdmin('/admin/stuck-batches', testAdmin(), {
      'GET /api/admin/batches/stuck?minutes=10': {
        body: { batches: [], pagination: { currentPage: 1, totalPages: 1, totalCount: 0 }, minutes: 10 },
      },
    });

    expect(await screen.findByRole('link', { name: 'Stuck batches' })).toHaveAttribute(
      'href',
      '/admin/stuck-batches',
    );
  });
});
