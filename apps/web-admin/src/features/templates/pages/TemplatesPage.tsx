import { adminPaths } from '../../../config/paths';
import { AdminListPage } from '../../../shared/AdminListPage';
import type { AdminTemplateRow } from '../../../shared/adminTypes';
import type { Column } from '../../../shared/DataTable';
import { formatDate } from '@deckmill/ui';
import { TitleCell, UserCell } from '../../../shared/tableCells';
import { useListParams } from '../../../shared/useListParams';
import { useGetAdminTemplatesQuery } from '../api/templatesApi';

const COLUMNS: readonly Column<AdminTemplateRow>[] = [
  {
    header: 'Template',
    cell: (template) => (
      <TitleCell to={adminPaths.template(template.id)} title={template.name} detail={template.fileName} />
    ),
  },
  { header: 'Owner', cell: (template) => <UserCell id={template.ownerId} email={template.ownerEmail} /> },
  { header: 'Placeholders', cell: (template) => template.placeholders.length },
  { header: 'Presentations', cell: (template) => template.decksCount.toLocaleString('en-US') },
  { header: 'Uploaded', cell: (template) => formatDate(template.createdAt, { timeZone: 'UTC' }) },
];

/** /admin/templates: every template, 25 a page, searchable by name or file name, with owner and usage. */
export function TemplatesPage() {
  const params = useListParams(adminPaths.templates, {});
  return (
    <AdminListPage
      title="Templates"
      search={{ label: 'Search templates', placeholder: 'Search templates by name or file name' }}
      params={params}
      result={useGetAdminTemplatesQuery(params.query)}
      rowsOf={(data) => data.templates}
      columns={COLUMNS}
      empty={{ title: 'No templates found' }}
    />
  );
}
