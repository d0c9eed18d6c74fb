import { FullPageMessage, useDocumentTitle } from '@deckmill/ui';
import { appPaths } from '../../config/paths';

/** The 403 screen for a signed-in user without the admin flag. */
export function NotAuthorised() {
  useDocumentTitle('Not authorised');
  return (
    <FullPageMessage
      title="Not authorised"
      message="You do not have permission to view the Admin Panel (403)."
      action={<a href={appPaths.dashboard}>Back to app</a>}
    />
  );
}
