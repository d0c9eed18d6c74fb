import { Link, useParams } from 'react-router';
import { Card, PageHeader, StatusBadge, formatDate } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import { DetailList } from '../../../shared/DetailList';
import { LoadState } from '../../../shared/LoadState';
import { useGetAdminPresentationQuery } from '../api/presentationsApi';

/** /admin/presentations/:id: status, rows, template and owner; the decks and data stay private to the owner. */
export function PresentationDetailPage() {
  const { id = '' } = useParams();
  const { data: presentation, isLoading, error } = useGetAdminPresentationQuery(id);

  return (
    <>
      <PageHeader title={presentation ? presentation.name : 'Presentation'} />
      <LoadState isLoading={isLoading} error={error} what="this presentation" />
      {presentation && (
        <Card title="Presentation Details">
          <DetailList
            rows={[
              ['Status', <StatusBadge key="status" status={presentation.status} />],
              [
                'Owner',
                presentation.ownerEmail ? (
                  <Link to={adminPaths.user(presentation.ownerId)}>{presentation.ownerEmail}</Link>
                ) : (
                  'Deleted user'
                ),
              ],
              [
                'Template',
                <Link key="template" to={adminPaths.template(presentation.templateId)}>
                  {presentation.templateName}
                </Link>,
              ],
              [
                'Rows',
                `${presentation.rowCount} (${presentation.rowsDone} generated, ${presentation.rowsFailed} failed)`,
              ],
              ['Created', formatDate(presentation.createdAt, { timeZone: 'UTC' })],
              [
                'Completed',
                presentation.completedAt
                  ? formatDate(presentation.completedAt, { timeZone: 'UTC' })
                  : 'Not yet',
              ],
            ]}
          />
        </Card>
      )}
    </>
  );
}
