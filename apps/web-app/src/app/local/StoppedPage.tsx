import { FullPageMessage, useDocumentTitle } from '@deckmill/ui';

/** The last page after Quit in local mode: the server has stopped, only the window is left. */
export function StoppedPage() {
  useDocumentTitle('Deckmill has stopped');
  return <FullPageMessage title="Deckmill has stopped" message="You can close this window." />;
}
