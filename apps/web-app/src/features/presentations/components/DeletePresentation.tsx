import { useNavigate } from 'react-router';
import { ActionMenu } from '@deckmill/ui';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useDeletePresentationMutation } from '../api/presentationsApi';

/**
 * "Delete presentation" on a finished batch, in the page header's "More actions" menu (away from the
 * downloads), behind a confirmation that names what goes; then back to the presentations list with a toast.
 * The server refuses a team member (403) and a batch still running (409): the refusal is shown as it comes.
 */
export function DeletePresentation({ id, name }: { id: string; name: string }) {
  const [deletePresentation] = useDeletePresentationMutation();
  const navigate = useNavigate();
  const { show } = useFlash();

  async function remove() {
    const result = await deletePresentation({ id });
    if ('error' in result)
      show('alert', errorMessage(result.error) ?? 'The presentation could not be deleted.');
    else {
      await navigate(paths.presentations, {
        state: flashState('notice', `The presentation “${name}” was deleted.`),
      });
    }
  }

  return (
    <ActionMenu
      items={[
        {
          id: 'delete',
          label: 'Delete presentation',
          destructive: true,
          onAction: remove,
          confirm: {
            title: 'Delete presentation',
            message: `Delete “${name}” and everything of it: its decks, PDFs and downloads, its rows and their data, and its e-mail deliveries? This action cannot be undone.`,
            confirmLabel: 'Delete presentation',
            cancelLabel: 'Keep presentation',
            busyLabel: 'Deleting...',
          },
        },
      ]}
    />
  );
}
