import { V1BatchSchema } from '@deckmill/api-contracts';
import type { BatchDetail } from '@deckmill/bus-contracts';
import { v1Batch } from './batch-views';

const ID = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const fonts = { fontSubstitutions: [], delivery: null, notes: [] };

function detail(formats: BatchDetail['formats'], rows: BatchDetail['rows']): BatchDetail {
  return {
    id: ID,
    name: 'Autumn offers',
    templateName: 'Sales Pitch',
    status: 'processing',
    rowCount: rows.length,
    rowsDone: 1,
    rowsFailed: 0,
    progress: 33,
    createdAt: '2026-11-21T10:00:00.000Z',
    downloadAvailable: false,
    formats,
    decksExpireAt: null,
    decksDeletedAt: null,
    decksDeletedReason: null,
    templateId: 4,
    completedAt: null,
    fileNamePattern: '{{row}}.pptx',
    failedRows: [],
    delivery: null,
    rows,
    rowsPagination: { currentPage: 1, totalPages: 1 },
  };
}

describe('v1 batch views', () => {
  it('names the formats and, per row, a converting status, the PDF and where each file is downloaded', () => {
    const batch = v1Batch(
      detail(
        ['pptx', 'pdf'],
        [
          {
            row: 1,
            fileName: '1.pptx',
            status: 'done',
            failureReason: null,
            pdfAvailable: true,
            pdfSizeBytes: 9,
            ...fonts,
          },
          {
            row: 2,
            fileName: '2.pptx',
            status: 'converting',
            failureReason: null,
            pdfAvailable: false,
            pdfSizeBytes: null,
            ...fonts,
          },
          {
            row: 3,
            fileName: '3.pptx',
            status: 'pending',
            failureReason: null,
            pdfAvailable: false,
            pdfSizeBytes: null,
            ...fonts,
          },
        ],
      ),
    );
    expect(V1BatchSchema.parse(batch)).toEqual(batch);
    expect(batch.formats).toEqual(['pptx', 'pdf']);
    expect(batch.rows).toEqual([
      {
        row: 1,
        file_name: '1.pptx',
        status: 'done',
        failure_reason: null,
        download_url: `/api/v1/batches/${ID}/rows/1/download`,
        pdf_available: true,
        pdf_size_bytes: 9,
        pdf_download_url: `/api/v1/batches/${ID}/rows/1/pdf`,
        font_substitutions: [],
        delivery: null,
        notes: [],
      },
      {
        row: 2,
        file_name: '2.pptx',
        status: 'converting',
        failure_reason: null,
        download_url: null,
        pdf_available: false,
        pdf_size_bytes: null,
        pdf_download_url: null,
        font_substitutions: [],
        delivery: null,
        notes: [],
      },
      expect.objectContaining({ row: 3, status: 'pending', download_url: null, pdf_download_url: null }),
    ]);
  });

  it('links no deck of a PDF-only batch: its rows are their PDFs', () => {
    const [row] = v1Batch(
      detail(
        ['pdf'],
        [
          {
            row: 1,
            fileName: '1.pptx',
            status: 'done',
            failureReason: null,
            pdfAvailable: true,
            pdfSizeBytes: 9,
            ...fonts,
          },
        ],
      ),
    ).rows;
    expect([row?.download_url, row?.pdf_download_url]).toEqual([null, `/api/v1/batches/${ID}/rows/1/pdf`]);
  });
});
