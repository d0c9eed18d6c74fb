import type { BatchDetail, BatchListItem } from '@deckmill/bus-contracts';
import {
  bulkCreateReply,
  presentationDetail,
  presentationListPage,
  presentationProgress,
  recentPresentation,
} from './presentation-views';

const ID = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const batch: BatchListItem = {
  id: ID,
  name: 'Autumn offers',
  templateName: 'Sales Pitch',
  status: 'completed',
  rowCount: 2,
  rowsDone: 1,
  rowsFailed: 1,
  progress: 100,
  createdAt: '2026-11-21T10:00:00.000Z',
  downloadAvailable: true,
  formats: ['pptx'],
  decksExpireAt: '2026-12-21T10:00:00.000Z',
  decksDeletedAt: null,
  decksDeletedReason: null,
};
/** The API's presentation for `batch`, keys in the order the API has always sent them. */
const listed = {
  id: ID,
  name: 'Autumn offers',
  template_name: 'Sales Pitch',
  status: 'completed',
  row_count: 2,
  rows_done: 1,
  rows_failed: 1,
  progress: 100,
  created_at: '2026-11-21T10:00:00.000Z',
  download_available: true,
  download_url: `/api/app/presentations/${ID}/download`,
  formats: ['pptx'],
  decks_expire_at: '2026-12-21T10:00:00.000Z',
  decks_deleted_at: null,
  decks_deleted_reason: null,
  // Added since: its number in its line of runs.
  run_number: 1,
};

const noPdf = { pdfAvailable: false, pdfSizeBytes: null, fontSubstitutions: [], delivery: null, notes: [] };

describe('presentation views', () => {
  it('names the batches the API’s way and adds the ZIP link once a deck is available, and none before', () => {
    const page = presentationListPage({
      batches: [batch, { ...batch, id: 'other', downloadAvailable: false }],
      pagination: { currentPage: 1, totalPages: 3 },
    });
    expect(JSON.stringify(page.presentations[0])).toBe(JSON.stringify(listed));
    expect(page.presentations.map((p) => p.download_url)).toEqual([
      `/api/app/presentations/${ID}/download`,
      null,
    ]);
    expect(page.pagination).toEqual({ current_page: 1, total_pages: 3 });
    expect(Object.keys(page)).toEqual(['presentations', 'pagination']);
  });

  it('links done rows only and keeps the keys in the order the API has always sent', () => {
    const detail: BatchDetail = {
      ...batch,
      templateId: 4,
      completedAt: null,
      fileNamePattern: '{{row}}.pptx',
      failedRows: [{ row: 2, reason: 'Bad' }],
      delivery: null,
      rows: [
        { row: 1, fileName: 'a.pptx', status: 'done', failureReason: null, ...noPdf },
        { row: 2, fileName: 'b.pptx', status: 'failed', failureReason: 'Bad', ...noPdf },
      ],
      rowsPagination: { currentPage: 2, totalPages: 2 },
    };
    const shown = presentationDetail(detail);
    expect(JSON.stringify(shown)).toBe(
      JSON.stringify({
        ...listed,
        template_id: 4,
        completed_at: null,
        file_name_pattern: '{{row}}.pptx',
        failed_rows: [{ row: 2, reason: 'Bad' }],
        delivery: null,
        rows: [
          {
            row: 1,
            file_name: 'a.pptx',
            status: 'done',
            download_url: `/api/app/presentations/${ID}/rows/1/download`,
            pdf_download_url: null,
            font_substitutions: [],
            failure_reason: null,
            delivery: null,
            notes: [],
          },
          {
            row: 2,
            file_name: 'b.pptx',
            status: 'failed',
            download_url: null,
            pdf_download_url: null,
            font_substitutions: [],
            failure_reason: 'Bad',
            delivery: null,
            notes: [],
          },
        ],
        rows_pagination: { current_page: 2, total_pages: 2 },
        // Added since: its line of runs (none from an older generation).
        can_run_again: false,
        runs: [],
      }),
    );
  });

  it('links a row’s PDF once it exists, and no deck when the batch keeps PDFs only', () => {
    const row = {
      row: 1,
      fileName: 'a.pdf',
      status: 'done' as const,
      failureReason: null,
      pdfAvailable: true,
      pdfSizeBytes: 2048,
      fontSubstitutions: ['Calibri → Carlito'],
      delivery: null,
      notes: [],
    };
    const detail: BatchDetail = {
      ...batch,
      formats: ['pdf'],
      templateId: 4,
      completedAt: null,
      fileNamePattern: '{{row}}',
      failedRows: [],
      delivery: null,
      rows: [row],
      rowsPagination: { currentPage: 1, totalPages: 1 },
    };
    const [shown] = presentationDetail(detail).rows;
    expect(shown).toMatchObject({
      download_url: null,
      pdf_download_url: `/api/app/presentations/${ID}/rows/1/pdf`,
      font_substitutions: ['Calibri → Carlito'],
    });
    const both = presentationDetail({ ...detail, formats: ['pptx', 'pdf'] });
    expect(both.formats).toEqual(['pptx', 'pdf']);
    expect(both.rows[0]?.download_url).toBe(`/api/app/presentations/${ID}/rows/1/download`);
  });

  it('offers no deck links once the decks were deleted, and says when', () => {
    const deleted = presentationDetail({
      ...batch,
      templateId: 4,
      completedAt: '2026-11-21T10:05:00.000Z',
      fileNamePattern: '{{row}}.pptx',
      failedRows: [],
      delivery: null,
      rows: [
        { row: 1, fileName: 'a.pptx', status: 'done', failureReason: null, ...noPdf },
        { row: 2, fileName: 'b.pptx', status: 'done', failureReason: null, ...noPdf },
      ],
      rowsPagination: { currentPage: 1, totalPages: 1 },
      downloadAvailable: false,
      decksExpireAt: null,
      decksDeletedAt: '2026-11-22T08:00:00.000Z',
      decksDeletedReason: 'expired',
    });
    expect(deleted).toMatchObject({
      download_url: null,
      decks_deleted_at: '2026-11-22T08:00:00.000Z',
      decks_deleted_reason: 'expired',
    });
    expect(deleted.rows.map((row) => row.download_url)).toEqual([null, null]);
  });

  it('streams progress as the same bytes the API has always sent', () => {
    const progress = presentationProgress({
      id: ID,
      status: 'processing',
      rowCount: 4,
      rowsDone: 2,
      rowsFailed: 1,
      progress: 75,
    });
    expect(JSON.stringify(progress)).toBe(
      `{"id":"${ID}","status":"processing","row_count":4,"rows_done":2,"rows_failed":1,"progress":75}`,
    );
  });

  it('answers bulk_create with the id, status and row count', () => {
    expect(JSON.stringify(bulkCreateReply({ id: ID, status: 'pending', rowCount: 12 }))).toBe(
      `{"id":"${ID}","status":"pending","row_count":12}`,
    );
  });

  it('lists a recent presentation on the dashboard with its ZIP link once available', () => {
    expect(JSON.stringify(recentPresentation(batch))).toBe(
      JSON.stringify({
        id: ID,
        name: 'Autumn offers',
        created_at: '2026-11-21T10:00:00.000Z',
        status: 'completed',
        download_url: `/api/app/presentations/${ID}/download`,
      }),
    );
    expect(recentPresentation({ ...batch, downloadAvailable: false }).download_url).toBeNull();
  });
});
