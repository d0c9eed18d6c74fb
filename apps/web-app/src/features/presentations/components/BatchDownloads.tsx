import type { PresentationDetail } from '@deckmill/api-contracts';
import { Button, buttonClassName, Card } from '@deckmill/ui';
import styles from './BatchDownloads.module.css';
import { RowDeliveryStatus } from './RowDeliveryStatus';
import { RowNotes } from './RowNotes';
import { isRunning } from '../../../lib/presentationStatus';

export interface BatchDownloadsProps {
  detail: PresentationDetail;
  onRowsPage: (page: number) => void;
}

type Row = PresentationDetail['rows'][number];

/** What a row without a file says: it failed, its batch was cancelled before it was made, or it waits. */
const ROW_STATE: Readonly<Partial<Record<Row['status'], string>>> = {
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The row's deck and PDF as they exist; a row without either is waiting, failed or cancelled. */
function RowLinks({ row }: { row: Row }) {
  if (!row.download_url && !row.pdf_download_url) {
    return <span className={styles.state}>{ROW_STATE[row.status] ?? 'Waiting...'}</span>;
  }
  return (
    <span className={styles.links}>
      {row.download_url && (
        <a href={row.download_url} download>
          Download<span className="dm-visually-hidden"> {row.file_name}</span>
        </a>
      )}
      {row.pdf_download_url && (
        <a href={row.pdf_download_url} download>
          PDF<span className="dm-visually-hidden"> of {row.file_name}</span>
        </a>
      )}
    </span>
  );
}

/**
 * 'Download all (ZIP)' once the batch has finished (while it runs the ZIP would hold only the decks done so far),
 * and links per generated deck (and its PDF) as soon as they are stored, a page of rows at a time.
 */
export function BatchDownloads({ detail, onRowsPage }: BatchDownloadsProps) {
  const { current_page: page, total_pages: pages } = detail.rows_pagination;
  return (
    <Card>
      <div className={styles.heading}>
        <h2 className={styles.title}>Downloads</h2>
        {detail.download_url && !isRunning(detail.status) && (
          <a href={detail.download_url} className={buttonClassName()} download>
            Download all (ZIP)
          </a>
        )}
      </div>
      <ul className={styles.rows} aria-label="Generated presentations">
        {detail.rows.map((row) => (
          <li key={row.row} className={styles.row}>
            <span className={styles.name}>
              {row.file_name}
              {row.font_substitutions.length > 0 && (
                <details className={styles.fonts}>
                  <summary>Fonts replaced in the PDF</summary>
                  <ul>
                    {row.font_substitutions.map((substitution) => (
                      <li key={substitution}>{substitution}</li>
                    ))}
                  </ul>
                </details>
              )}
              <RowNotes notes={row.notes} fileName={row.file_name} />
              {row.delivery && <RowDeliveryStatus delivery={row.delivery} />}
            </span>
            <RowLinks row={row} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Rows">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onRowsPage(page - 1)}>
            Previous
          </Button>
          <span>
            Rows page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onRowsPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </Card>
  );
}
