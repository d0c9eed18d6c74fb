import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageHeader, StatusBadge } from '@deckmill/ui';
import { adminPaths } from '../../../app/routing/paths';
import table from '../../../shared/AdminTable.module.css';
import { formatDate } from '../../../shared/formatDate';
import { LoadState } from '../../../shared/LoadState';
import { Pagination } from '../../../shared/Pagination';
import { SearchBar } from '../../../shared/SearchBar';
import searchStyles from '../../../shared/SearchBar.module.css';
import { useListParams } from '../../../shared/useListParams';
import { useGetAdminPresentationsQuery } from '../api/presentationsApi';
import { STATUS_OPTIONS } from '../components/statusOptions';

/** /admin/presentations: every presentation, 25 a page, searchable and filtered by status, with owners. */
export function PresentationsPage() {
  const { page, search, status, show } = useListParams(adminPaths.presentations);
  const [statusChoice, setStatusChoice] = useState(status);
  const { data, isLoading, error } = useGetAdminPresentationsQuery({ page, search, status });

  return (
    <>
      <PageHeader title="Presentations" />
      <SearchBar
        key={search}
        search={search}
        label="Search presentations"
        placeholder="Search presentations by name or template"
        onSubmit={(next) => show({ search: next, status: statusChoice, page: 1 })}
      >
        <select
          className={searchStyles.select}
          aria-label="Status"
          value={statusChoice}
          onChange={(event) => setStatusChoice(event.target.value)}
        >
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </SearchBar>
      <LoadState isLoading={isLoading} error={error} what="presentations" />
      {data &&
        (data.presentations.length === 0 ? (
          <EmptyState title="No presentations found" />
        ) : (
          <>
            <div className={table.wrapper}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">Presentation</th>
                    <th scope="col">Owner</th>
                    <th scope="col">Status</th>
                    <th scope="col">Rows</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {data.presentations.map((presentation) => (
                    <tr key={presentation.id}>
                      <td>
                        <div className={table.stack}>
                          <Link to={adminPaths.presentation(presentation.id)}>{presentation.name}</Link>
                          <span className={table.muted}>{presentation.templateName}</span>
                        </div>
                      </td>
                      <td>
                        {presentation.ownerEmail ? (
                          <Link to={adminPaths.user(presentation.ownerId)}>{presentation.ownerEmail}</Link>
                        ) : (
                          <span className={table.muted}>Deleted user</span>
                        )}
                      </td>
                      <td>
                        <StatusBadge status={presentation.status} />
                      </td>
                      <td>{presentation.rowCount}</td>
                      <td>{formatDate(presentation.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination pagination={data.pagination} onPage={(next) => show({ page: next })} />
          </>
        ))}
    </>
  );
}
