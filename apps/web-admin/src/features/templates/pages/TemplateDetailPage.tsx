import { Link, useParams } from 'react-router';
import { Card, PageHeader, formatDate } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import table from '../../../shared/AdminTable.module.css';
import { DetailList } from '../../../shared/DetailList';
import { LoadState } from '../../../shared/LoadState';
import { useGetAdminTemplateQuery } from '../api/templatesApi';

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** /admin/templates/:id: a template's owner, team, file and placeholders (the file itself stays private). */
export function TemplateDetailPage() {
  const { id = '' } = useParams();
  const { data: template, isLoading, error } = useGetAdminTemplateQuery(id);

  return (
    <>
      <PageHeader title={template ? template.name : 'Template'} />
      <LoadState isLoading={isLoading} error={error} what="this template" />
      {template && (
        <div className={table.stack}>
          <Card title="Template Information">
            <DetailList
              rows={[
                [
                  'Owner',
                  template.ownerEmail ? (
                    <Link to={adminPaths.user(template.ownerId)}>{template.ownerEmail}</Link>
                  ) : (
                    'Deleted user'
                  ),
                ],
                [
                  'Shared with',
                  template.teamId ? (
                    <Link to={adminPaths.team(template.teamId)}>Team #{template.teamId}</Link>
                  ) : (
                    'Not shared'
                  ),
                ],
                [
                  'File',
                  `${template.fileName} (${megabytes(template.sizeBytes)}, ${template.slideCount} slides)`,
                ],
                ['Presentations Created', template.decksCount.toLocaleString('en-US')],
                ['Batches', template.presentationsCount.toLocaleString('en-US')],
                ['Uploaded', formatDate(template.createdAt, { timeZone: 'UTC' })],
              ]}
            />
          </Card>
          <Card title={`Placeholders (${template.placeholders.length})`}>
            {template.placeholders.length === 0 ? (
              <p className={table.muted}>No placeholders detected</p>
            ) : (
              <ul>
                {template.placeholders.map((placeholder) => (
                  <li key={placeholder}>
                    <code>{`{{${placeholder}}}`}</code>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
