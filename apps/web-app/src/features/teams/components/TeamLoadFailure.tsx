import { Link } from 'react-router';
import { EmptyState, FormErrorBox, PageHeader } from '@deckmill/ui';
import { errorMessage, isApiError } from '@deckmill/web-data';
import { paths } from '../../../config/paths';

/**
 * What a team page (titled `title`) shows when the team cannot be loaded: not found (strangers get the same
 * answer as for a team that does not exist), or the error.
 */
export function TeamLoadFailure({ title, error }: { title: string; error: unknown }) {
  if (isApiError(error) && error.status === 404) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          title="Team not found"
          description="This team does not exist or you are not a member of it."
          action={<Link to={paths.teams}>Back to teams</Link>}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <FormErrorBox message={errorMessage(error)} />
    </>
  );
}
