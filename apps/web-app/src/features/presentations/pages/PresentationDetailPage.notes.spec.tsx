import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend, withRowNotes } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const MISSING = 'Image "logo": no file "acme.png" in the images archive; the template\'s picture was kept.';
const NO_SERIES = 'Chart "sales": no field "cost" in the list; the series was left out.';

function open(batch = detail()) {
  const { fetchMock } = fakePresentationsBackend({ [`GET /api/app/presentations/${ID}`]: { body: batch } });
  renderAppWith(`/app/presentations/${ID}`, fetchMock);
}

describe('PresentationDetailPage, rows’ notes', () => {
  it('sums up the rows that made do without something and folds each row’s notes under it', async () => {
    open(withRowNotes(detail(), { 1: [MISSING, NO_SERIES], 3: [MISSING] }));

    expect(
      await screen.findByText('2 rows made do without something (see notes)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Generated presentations' });
    const rows = within(list).getAllByRole('listitem');
    const first = rows.find((item) => item.textContent?.startsWith('Sales Pitch - 1.pptx'));
    if (!first) throw new Error('No row 1');
    const summary = within(first).getByText(/^2 notes/);
    expect(summary).toHaveTextContent('2 notes for Sales Pitch - 1.pptx');
    expect(within(first).getByText(MISSING)).not.toBeVisible();
    fireEvent.click(summary);
    expect(within(first).getByText(MISSING)).toBeVisible();
    expect(within(first).getByText(NO_SERIES)).toBeVisible();
    expect(screen.getByText(/^1 note/)).toHaveTextContent('1 note for Sales Pitch - 3.pptx');
  });

  it('says nothing about notes when no row has any', async () => {
    open();
    await screen.findByRole('list', { name: 'Generated presentations' }, { timeout: 5000 });
    expect(screen.queryByText(/made do without/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\d notes?\b/)).not.toBeInTheDocument();
  });

  it('counts the rows of the page shown when the rows come in pages', async () => {
    open(withRowNotes(detail({ rows_pagination: { current_page: 1, total_pages: 3 } }), { 2: [MISSING] }));
    expect(
      await screen.findByText(
        '1 row on this page made do without something (see notes)',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
