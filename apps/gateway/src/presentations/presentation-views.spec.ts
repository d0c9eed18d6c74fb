import type { BatchDetail } from '@deckmill/bus-contracts';
import { presentationDetail, presentationListPage } from './presentation-views';

const ID = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const item = {
  id: ID,
  name: 'Autumn offers',
  template_name: 'Sales Pitch',
  status: 'completed' as const,
  row_count: 2,
  rows_done: 1,
  rows_failed: 1,
  progress: 100,
  created_at: '2026-11-21T10:00:00.000Z',
  download_available: true,
};

describe('presentation views', () => {
  it('adds the ZIP link once a deck is available, and none before', () => {
    const page = presentationListPage({
      presentations: [item, { ...item, id: 'other', download_available: false }],
      pagination: { current_page: 1, total_pages: 1 },
    });
    expect(page.presentations.map((p) => p.download_url)).toEqual([
      `/api/app/presentations/${ID}/download`,
      null,
    ]);
  });

  it('links done rows only and keeps the keys in the order the API has always sent', () => {
    const batch: BatchDetail = {
      ...item,
      template_id: 4,
      completed_at: null,
      file_name_pattern: '{{row}}.pptx',
      failed_rows: [{ row: 2, reason: 'Bad' }],
      rows: [
        { row: 1, file_name: 'a.pptx', status: 'done', failure_reason: null },
        { row: 2, file_name: 'b.pptx', status: 'failed', failure_reason: 'Bad' },
      ],
      rows_pagination: { current_page: 1, total_pages: 1 },
    };
    const detail = presentationDetail(batch);
    expect(detail.rows.map((row) => row.download_url)).toEqual([
      `/api/app/presentations/${ID}/rows/1/download`,
      null,
    ]);
    expect(Object.keys(detail)).toEqual([
      ...Object.keys(item),
      'download_url',
      'template_id',
      'completed_at',
      'file_name_pattern',
      'failed_rows',
      'rows',
      'rows_pagination',
    ]);
    expect(Object.keys(detail.rows[0] ?? {})).toEqual([
      'row',
      'file_name',
      'status',
      'download_url',
      'failure_reason',
    ]);
  });
});
