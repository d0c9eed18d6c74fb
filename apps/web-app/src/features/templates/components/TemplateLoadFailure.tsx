import { Link } from 'react-router';
import { EmptyState, FormErrorBox, PageHeader } from '@deckmill/ui';
import { errorMessage, isApiError } from '@deckmill/web-data';
import { paths } from '../../../config/paths';

/** A template that cannot be loaded: not found (also what others' templates answer), or the error. */
export function TemplateLoadFailure({ error }: { error: unknown }) {
  return (
    <>
      <PageHeader title="Template" />
      {isApiError(error) && error.status === 404 ? (
        <EmptyState
          title="Template not found"
          description="This template does not exist or you do not have access to it."
          action={<Link to={paths.templates}>Back to templates</Link>}
        />
      ) : (
        <FormErrorBox message={errorMessage(error)} />
      )}
    </>
  );
}
