import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClassName, EmptyState, FormErrorBox, PageHeader, PageSkeleton } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useGetPresentationsQuery } from '../api/presentationsApi';
import { Pager } from '../components/Pager';
import { PresentationTable } from '../components/PresentationTable';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /app/presentations: the paginated list of generated presentations. */
export function PresentationsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, currentData, error, isLoading } = useGetPresentationsQuery(page);
  const newLink = (
    <Link to={paths.newPresentation} className={buttonClassName()}>
      New Presentations
    </Link>
  );

  // A page past the end (an old link, a deleted batch) goes to the last page rather than claiming the user has
  // no presentations.
  if (currentData && page > currentData.pagination.total_pages) {
    return <Navigate to={`${paths.presentations}?page=${currentData.pagination.total_pages}`} replace />;
  }

  return (
    <>
      <PageHeader
        title="Presentations"
        description="Every batch you generated, newest first; a batch run again shows as its newest run."
        actions={newLink}
      />
      {isLoading ? (
        <PageSkeleton label="Loading batches..." header={false} />
      ) : error ? (
        <FormErrorBox message={errorMessage(error)} />
      ) : data && data.presentations.length > 0 ? (
        <>
          <PresentationTable presentations={data.presentations} />
          <Pager pagination={data.pagination} />
        </>
      ) : (
        <EmptyState
          title="No presentations yet"
          description="Create your first batch of presentations from a template."
          action={newLink}
        />
      )}
    </>
  );
}
