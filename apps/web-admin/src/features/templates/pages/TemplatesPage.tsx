import { Link } from 'react-router';
import { EmptyState, PageHeader } from '@deckmill/ui';
import { adminPaths } from '../../../app/routing/paths';
import table from '../../../shared/AdminTable.module.css';
import { formatDate } from '../../../shared/formatDate';
import { LoadState } from '../../../shared/LoadState';
import { Pagination } from '../../../shared/Pagination';
import { SearchBar } from '../../../shared/SearchBar';
import { useListParams } from '../../../shared/useListParams';
import { useGetAdminTemplatesQuery } from '../api/templatesApi';

/** /admin/templates: every template, 25 a page, searchable by name or file name, with owner and usage. */
export function TemplatesPage() {
  const { page, search, show } = useListParams(adminPaths.templates);
  const { data, isLoading, error } = useGetAdminTemplatesQuery({ page, search });

  return (
    <>
      <PageHeader title="Templates" />
      <SearchBar
        key={search}
        search={search}
        label="Search templates"
        placeholder="Search templates by name or file name"
        onSubmit={(next) => show({ search: next, page: 1 })}
      />
      <LoadState isLoading={isLoading} error={error} what="templates" />
      {data &&
        (data.templates.length === 0 ? (
          <EmptyState title="No templates found" />
        ) : (
          <>
            <div className={table.wrapper}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">Template</th>
                    <th scope="col">Owner</th>
                    <th scope="col">Placeholders</th>
                    <th scope="col">Presentations</th>
                    <th scope="col">Uploaded</th>
                  </tr>
                </thead>
                <tbody>
                  {data.templates.map((template) => (
                    <tr key={template.id}>
                      <td>
                        <div className={table.stack}>
                          <Link to={adminPaths.template(template.id)}>{template.name}</Link>
                          <span className={table.muted}>{template.fileName}</span>
                        </div>
                      </td>
                      <td>
                        {template.ownerEmail ? (
                          <Link to={adminPaths.user(template.ownerId)}>{template.ownerEmail}</Link>
                        ) : (
                          <span className={table.muted}>Deleted user</span>
                        )}
                      </td>
                      <td>{template.placeholders.length}</td>
                      <td>{template.presentationsCount}</td>
                      <td>{formatDate(template.createdAt)}</td>
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
