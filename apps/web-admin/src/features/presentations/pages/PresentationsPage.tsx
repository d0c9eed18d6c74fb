import { StatusBadge, formatDate } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import { AdminListPage } from '../../../shared/AdminListPage';
import type { AdminPresentationRow } from '../../../shared/adminTypes';
import type { Column } from '../../../shared/DataTable';
import { TitleCell, UserCell } from '../../../shared/tableCells';
import { textParam, useListParams } from '../../../shared/useListParams';
import { useGetAdminPresentationsQuery } from '../api/presentationsApi';
import { STATUS_OPTIONS } from '../components/statusOptions';

const COLUMNS: readonly Column<AdminPresentationRow>[] = [
  {
    header: 'Presentation',
    cell: (presentation) => (
      <TitleCell
        to={adminPaths.presentation(presentation.id)}
        title={presentation.name}
        detail={presentation.templateName}
      />
    ),
  },
  {
    header: 'Owner',
    cell: (presentation) => <UserCell id={presentation.ownerId} email={presentation.ownerEmail} />,
  },
  { header: 'Status', cell: (presentation) => <StatusBadge status={presentation.status} /> },
  { header: 'Rows', cell: (presentation) => presentation.rowCount },
  { header: 'Created', cell: (presentation) => formatDate(presentation.createdAt, { timeZone: 'UTC' }) },
];

/** /admin/presentations: every presentation, 25 a page, searchable and filtered by status, with owners. */
export function PresentationsPage() {
  const params = useListParams(adminPaths.presentations, { status: textParam });
  return (
    <AdminListPage
      title="Presentations"
      search={{ label: 'Search presentations', placeholder: 'Search presentations by name or template' }}
      filter={{ param: 'status', label: 'Status', allLabel: 'All statuses', options: STATUS_OPTIONS }}
      params={params}
      result={useGetAdminPresentationsQuery(params.query)}
      rowsOf={(data) => data.presentations}
      columns={COLUMNS}
      empty={{ title: 'No presentations found' }}
    />
  );
}
