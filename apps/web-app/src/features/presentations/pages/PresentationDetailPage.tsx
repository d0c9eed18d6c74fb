import { Suspense, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import type { PresentationDetail } from '@deckmill/api-contracts';
import { Card, FormErrorBox, PageHeader, PageSkeleton, StatusBadge, formatDateTime } from '@deckmill/ui';
import { errorMessage, isApiError } from '@deckmill/web-data';
import { useGetPresentationQuery } from '../api/presentationsApi';
import { useLiveProgress } from '../api/useLiveProgress';
import { BatchDownloads } from '../components/BatchDownloads';
import { CancelBatchButton } from '../components/CancelBatchButton';
import { DeckRetention } from '../components/DeckRetention';
import { DeliverySummary } from '../components/DeliverySummary';
import { FailedRows } from '../components/FailedRows';
import { PresentationActions } from '../components/PresentationActions';
import { ProgressBar } from '../components/ProgressBar';
import { RunAgain } from '../components/RunAgain';
import { rowsWithNotes } from '../components/RowNotes';
import { isRunning } from '../../../lib/presentationStatus';
import { DELIVERY_POLL_INTERVAL_MS, POLL_INTERVAL_MS, STATUS_TEXT } from '../components/presentationStatus';
import styles from './PresentationDetailPage.module.css';

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * Polling stops once the batch is completed or failed and none of its e-mails is still queued (slower
 * meanwhile), and when there is nothing to poll (404). Other failures (a network blip) are retried by the next
 * poll, showing the last data meanwhile.
 */
function pollInterval(data: PresentationDetail | undefined, notFound: boolean): number {
  if (notFound) return 0;
  if (!data || isRunning(data.status)) return POLL_INTERVAL_MS;
  return data.delivery && data.delivery.queued > 0 ? DELIVERY_POLL_INTERVAL_MS : 0;
}

/** /app/presentations/:id: status, template, created time, real progress and downloads. */
export function PresentationDetailPage() {
  const { id = '' } = useParams();
  const [rowsPage, setRowsPage] = useState(1);
  const [pollingInterval, setPollingInterval] = useState(POLL_INTERVAL_MS);
  const { data, error, isLoading } = useGetPresentationQuery(
    { id, rowsPage },
    { pollingInterval, skipPollingIfUnfocused: false },
  );
  const interval = pollInterval(data, isNotFound(error));
  if (pollingInterval !== interval) setPollingInterval(interval);
  // Server-sent events move the bar between polls; the polling above stays, for browsers and proxies without.
  useLiveProgress({ id, rowsPage }, Boolean(data && isRunning(data.status) && !isNotFound(error)));

  if (isLoading) return <PageSkeleton label="Loading the batch..." />;
  if (!data || isNotFound(error)) {
    return (
      <>
        <PageHeader title="Presentation" />
        <FormErrorBox message={isNotFound(error) ? 'This batch does not exist.' : errorMessage(error)} />
      </>
    );
  }
  const running = isRunning(data.status);
  const noted = rowsWithNotes(data.rows);
  // Notes come with the rows, a page at a time: with more pages the count is this page's.
  const notedScope = data.rows_pagination.total_pages > 1 ? ' on this page' : '';

  return (
    <>
      {/* The batch's name is the heading (the breadcrumb and the facts below say what kind of page this is). */}
      <PageHeader title={data.name} actions={!running && <PresentationActions detail={data} />} />
      <div className={styles.sections}>
        <Card>
          <dl className={styles.facts}>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={data.status} />{' '}
              {/* A live region: the change a poll brings (processing to completed) is announced. */}
              <span role="status">{STATUS_TEXT[data.status] ?? data.status}</span>
            </dd>
            <dt>Template used</dt>
            <dd>{data.template_name}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(data.created_at)}</dd>
            <dt>Presentations</dt>
            <dd>
              {data.rows_done} of {data.row_count} generated
              {data.rows_failed > 0 && `, ${data.rows_failed} failed`}
              {noted > 0 && (
                <span className={styles.noted}>
                  {noted} row{noted === 1 ? '' : 's'}
                  {notedScope} made do without something (see notes)
                </span>
              )}
            </dd>
            {data.delivery && (
              <>
                <dt>E-mails</dt>
                <dd>
                  <DeliverySummary delivery={data.delivery} />
                </dd>
              </>
            )}
          </dl>
          {running && (
            <div className={styles.progress}>
              <ProgressBar value={data.progress} label="Generation progress" />
              <p className={styles.note}>
                {data.progress}% done. This page updates automatically, and we will notify you when it is
                complete.
              </p>
              <div>
                <CancelBatchButton batchId={data.id} />
              </div>
            </div>
          )}
          <DeckRetention detail={data} />
        </Card>
        <FailedRows rows={data.failed_rows} total={data.rows_failed} />
        <BatchDownloads detail={data} onRowsPage={setRowsPage} />
        {/* What the app composes in (the personal links of features/sharing), loaded on its own. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        {data.can_run_again && (
          <Card>
            <RunAgain detail={data} />
          </Card>
        )}
      </div>
    </>
  );
}
