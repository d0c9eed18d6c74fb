import { Link } from 'react-router';
import { EmptyState, PageHeader, StatusBadge } from '@deckmill/ui';
import { adminPaths } from '../../../app/routing/paths';
import table from '../../../shared/AdminTable.module.css';
import { formatDate } from '../../../shared/formatDate';
import { LoadState } from '../../../shared/LoadState';
import { Pagination } from '../../../shared/Pagination';
import { useListParams } from '../../../shared/useListParams';
import { useGetAdminPresentationsQuery } from '../api/presentationsApi';
import { PresentationsFilters } from '../components/PresentationsFilters';

/** /admin/presentations: every presentation, 25 a page, searchable and filtered by status, with owners. */
export function PresentationsPage() {
  const { page, search, status, show } = useListParams(adminPaths.presentations);
  const { data, isLoading, error } = useGetAdminPresentationsQuery({ page, search, status });

  return (
    <>
      <PageHeader title="Presentations" />
      <PresentationsFilters
        key={`${search}|${status}`}
        search={search}
        status={status}
        onSubmit={(filters) => show({ ...filters, page: 1 })}
      />
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
