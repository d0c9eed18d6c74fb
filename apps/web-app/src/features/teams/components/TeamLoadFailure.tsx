import { Link } from 'react-router';
import { EmptyState, FormErrorBox, PageHeader } from '@deckmill/ui';
import { errorMessage, isApiError } from '@deckmill/web-data';
import { paths } from '../../../app/routing/paths';

/** What a team page shows when the team cannot be loaded: not found (or not theirs), or the error. */
export function TeamLoadFailure({ error }: { error: unknown }) {
  if (isApiError(error) && error.status === 404) {
    return (
      <>
        <PageHeader title="Team not found" />
        <EmptyState
          title="This team does not exist or you are not a member."
          action={<Link to={paths.teams}>Back to teams</Link>}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Team" />
      <FormErrorBox message={errorMessage(error)} />
    </>
  );
}
