import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ActivityEntryResponse } from '@deckmill/api-contracts';
import { Button, Card, EmptyState, PageHeader, formatDateTime } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import { DataTable, type Column } from '../../../shared/DataTable';
import { LoadState } from '../../../shared/LoadState';
import { UserCell } from '../../../shared/tableCells';
import { useGetAuditLogQuery } from '../api/auditApi';
import { auditApiQuery, auditPageSearch, filtersFrom, type AuditFilters } from '../api/auditQuery';
import { AuditFiltersForm } from '../components/AuditFiltersForm';
import { VerifyChainButton } from '../components/VerifyChainButton';
import styles from '../components/AuditLog.module.css';

function actorCell(entry: ActivityEntryResponse) {
  if (entry.actor.kind === 'system') return 'Deckmill';
  const via =
    entry.actor.kind === 'api_key' ? ' (API key)' : entry.actor.kind === 'operator' ? ' (operator)' : '';
  if (!entry.actor.id) return `${entry.actor.email ?? entry.actor.kind}${via}`;
  return (
    <>
      <UserCell id={entry.actor.id} email={entry.actor.email} />
      {via}
    </>
  );
}

const COLUMNS: readonly Column<ActivityEntryResponse>[] = [
  { header: 'When (UTC)', cell: (entry) => formatDateTime(entry.occurred_at, { timeZone: 'UTC' }) },
  { header: 'Action', cell: (entry) => <code>{entry.action}</code> },
  { header: 'Actor', cell: actorCell },
  { header: 'Target', cell: (entry) => `${entry.target.type}: ${entry.target.label ?? entry.target.id}` },
  { header: 'Team', cell: (entry) => entry.team_id ?? '' },
  {
    header: 'From',
    cell: (entry) => (
      <span className={styles.muted} title={entry.user_agent ?? undefined}>
        {entry.ip ?? ''}
      </span>
    ),
  },
];

/**
 * /admin/audit: every audited action of every tenant, newest first (docs/audit-views.md), filtered by actor,
 * action, team and dates, with "Load more", the exports of what the filters match, and the hash-chain check.
 */
export function AuditLogPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(search);
  const apply = (next: AuditFilters) => void navigate(`${adminPaths.audit}${auditPageSearch(next)}`);
  const key = auditPageSearch(filters);
  return (
    <>
      <PageHeader title="Audit log" description="Every audited action, newest first; times in UTC." />
      <Card>
        <AuditFiltersForm key={`form${key}`} filters={filters} onApply={apply} />
        <div className={styles.toolbar}>
          <p className={styles.exports}>
            <a href={`/api/admin/audit_log${auditApiQuery(filters, { format: 'csv' })}`} download>
              Export CSV
            </a>
            <a href={`/api/admin/audit_log${auditApiQuery(filters, { format: 'jsonl' })}`} download>
              Export JSON lines
            </a>
          </p>
          <VerifyChainButton />
        </div>
        <AuditEntries key={`entries${key}`} filters={filters} />
      </Card>
    </>
  );
}

function AuditEntries({ filters }: { filters: AuditFilters }) {
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, error, isLoading, isFetching } = useGetAuditLogQuery({ filters, cursor });
  if (!data) return <LoadState isLoading={isLoading} error={error} what="the audit log" />;
  if (data.entries.length === 0) return <EmptyState title="No entries found" />;
  const next = data.next_cursor;
  return (
    <>
      <DataTable columns={COLUMNS} rows={data.entries} rowKey={(entry) => entry.id} label="Audit log" />
      {error && <LoadState isLoading={false} error={error} what="more entries" />}
      {next && (
        <div className={styles.more}>
          <Button variant="secondary" disabled={isFetching} onClick={() => setCursor(next)}>
            {isFetching ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
