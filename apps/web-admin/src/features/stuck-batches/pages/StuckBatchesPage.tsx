import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, PageHeader } from '@deckmill/ui';
import { DEFAULT_STUCK_MINUTES, MAX_STUCK_MINUTES, STUCK_THRESHOLD_CHOICES } from '@deckmill/api-contracts';
import { adminPaths } from '../../../config/paths';
import { DataTable } from '../../../shared/DataTable';
import { LoadState } from '../../../shared/LoadState';
import { Pagination } from '../../../shared/Pagination';
import { listSearch, pageParam } from '../../../shared/listQuery';
import searchBar from '../../../shared/SearchBar.module.css';
import { useGetStuckBatchesQuery } from '../api/stuckBatchesApi';
import { stuckColumns } from '../components/stuckColumns';
import { thresholdLabel } from '../components/stuckWording';
import styles from '../components/StuckBatches.module.css';

function minutesParam(raw: string | null): number {
  const minutes = Number(raw);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_STUCK_MINUTES
    ? minutes
    : DEFAULT_STUCK_MINUTES;
}

/**
 * /admin/stuck-batches (docs/admin.md, "Stuck batches"): unfinished batches with no progress for the chosen
 * time, longest first, with Resume (the resume sweep's step for that batch) and Cancel (the owner's
 * cancellation).
 */
export function StuckBatchesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = { page: pageParam(params), minutes: minutesParam(params.get('minutes')) };
  const { data, isLoading, error, fulfilledTimeStamp } = useGetStuckBatchesQuery(query);
  // Durations count from when the list was read, so they match what the server measured.
  const columns = useMemo(() => stuckColumns(fulfilledTimeStamp ?? Date.now()), [fulfilledTimeStamp]);
  const choices: readonly number[] = STUCK_THRESHOLD_CHOICES.includes(
    query.minutes as (typeof STUCK_THRESHOLD_CHOICES)[number],
  )
    ? STUCK_THRESHOLD_CHOICES
    : [query.minutes, ...STUCK_THRESHOLD_CHOICES];

  function show(next: { page?: number; minutes?: number }) {
    const merged = { ...query, ...next };
    const minutes = merged.minutes === DEFAULT_STUCK_MINUTES ? undefined : merged.minutes;
    void navigate(`${adminPaths.stuckBatches}${listSearch({ page: merged.page, minutes })}`);
  }

  return (
    <>
      <PageHeader title="Stuck batches" />
      <p className={styles.intro}>
        Batches still pending or processing whose rows have not moved for the chosen time. Resume sends their
        unfinished work again (rows already made are not made twice); Cancel stops them for their owner.
      </p>
      <div className={styles.threshold}>
        <label className={styles.thresholdLabel} htmlFor="stuck-threshold">
          No progress for at least
        </label>
        <select
          id="stuck-threshold"
          className={searchBar.select}
          value={query.minutes}
          onChange={(event) => show({ minutes: Number(event.target.value), page: 1 })}
        >
          {choices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {thresholdLabel(minutes)}
            </option>
          ))}
        </select>
      </div>
      <LoadState isLoading={isLoading} error={error} what="stuck batches" />
      {data &&
        (data.batches.length === 0 ? (
          <EmptyState
            title="No stuck batches"
            description={`Every running batch made progress in the last ${thresholdLabel(query.minutes)}.`}
          />
        ) : (
          <>
            <DataTable columns={columns} rows={data.batches} rowKey={(batch) => batch.id} />
            <Pagination pagination={data.pagination} onPage={(page) => show({ page })} />
          </>
        ))}
    </>
  );
}
