import { Badge, StatusBadge } from '@deckmill/ui';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/paths';
import type { AdminStuckBatch } from '../../../shared/adminTypes';
import type { Column } from '../../../shared/DataTable';
import table from '../../../shared/AdminTable.module.css';
import { TitleCell, UserCell } from '../../../shared/tableCells';
import { StuckBatchActions } from './StuckBatchActions';
import { sinceText } from './stuckWording';
import styles from './StuckBatches.module.css';

/** A listed batch in neither status finished and was never announced (its finalizer was lost). */
const RUNNING = new Set(['pending', 'processing']);

/** Rows done, failed and in all, with what may explain the wait: PDFs waiting, dead-lettered jobs. */
function ProgressCell({ batch }: { batch: AdminStuckBatch }) {
  return (
    <div className={table.stack}>
      <span>
        {batch.rowsDone} done, {batch.rowsFailed} failed of {batch.rowCount}
      </span>
      <span className={table.badges}>
        <StatusBadge status={batch.status} />
        {!RUNNING.has(batch.status) && <Badge tone="amber">Finished, not announced</Badge>}
        {batch.rowsConverting > 0 && <Badge tone="amber">{batch.rowsConverting} waiting for PDF</Badge>}
        {batch.deadLetters === null ? (
          <Badge tone="grey">Dead letters unknown</Badge>
        ) : (
          batch.deadLetters > 0 && <Badge tone="red">{batch.deadLetters} dead-lettered</Badge>
        )}
      </span>
    </div>
  );
}

/** The table's columns; `now` makes the durations of one render agree. */
export function stuckColumns(now: number): readonly Column<AdminStuckBatch>[] {
  return [
    {
      header: 'Batch',
      cell: (batch) => (
        <TitleCell
          to={adminPaths.presentation(batch.id)}
          title={batch.name}
          detail={`${batch.templateName} · ${batch.formats.join(', ')}`}
        />
      ),
    },
    {
      header: 'Owner',
      cell: (batch) => (
        <div className={table.stack}>
          <UserCell id={batch.ownerId} email={batch.ownerEmail} />
          {batch.teamId !== null ? (
            <Link to={adminPaths.team(batch.teamId)}>Team {batch.teamId}</Link>
          ) : (
            <span className={table.muted}>No team</span>
          )}
        </div>
      ),
    },
    { header: 'Progress', cell: (batch) => <ProgressCell batch={batch} /> },
    {
      header: 'No progress for',
      cell: (batch) => (
        <div className={table.stack}>
          <span className={styles.nowrap}>{sinceText(batch.lastProgressAt, now)}</span>
          <span className={table.muted}>created {sinceText(batch.createdAt, now)} ago</span>
          {batch.resumedAt !== null && (
            <span className={table.muted}>resumed {sinceText(batch.resumedAt, now)} ago</span>
          )}
        </div>
      ),
    },
    { header: 'Actions', cell: (batch) => <StuckBatchActions batch={batch} /> },
  ];
}
