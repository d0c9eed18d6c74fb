import { useNavigate } from 'react-router';
import type { PresentationDetail } from '@deckmill/api-contracts';
import { ActionMenu, type ActionMenuItem } from '@deckmill/ui';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useDeletePresentationDecksMutation, useDeletePresentationMutation } from '../api/presentationsApi';

type Subject = Pick<PresentationDetail, 'id' | 'name' | 'decks_expire_at' | 'decks_deleted_at'>;

/**
 * The page header's "More actions" menu on a finished batch (away from the downloads): "Delete decks now"
 * while its files are kept, and "Delete presentation", each behind a confirmation that names what goes.
 * The server refuses a team member (403) and a batch still running (409): the refusal is shown as it comes.
 */
export function PresentationActions({ detail }: { detail: Subject }) {
  const [deletePresentation] = useDeletePresentationMutation();
  const [deleteDecks] = useDeletePresentationDecksMutation();
  const navigate = useNavigate();
  const { show } = useFlash();
  const { id, name } = detail;

  async function removeDecks() {
    const result = await deleteDecks({ id });
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The decks could not be deleted.');
    else show('notice', 'The decks were deleted.');
  }

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

  const decksKept = Boolean(detail.decks_expire_at) && !detail.decks_deleted_at;
  const items: ActionMenuItem[] = [
    ...(decksKept
      ? [
          {
            id: 'delete-decks',
            label: 'Delete decks now',
            destructive: true,
            onAction: removeDecks,
            confirm: {
              title: 'Delete decks now',
              message:
                'Delete every deck, PDF and download of this batch now? The batch’s details stay, but the files cannot be downloaded again. This action cannot be undone.',
              confirmLabel: 'Delete decks',
              cancelLabel: 'Keep decks',
              busyLabel: 'Deleting...',
            },
          },
        ]
      : []),
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
  ];

  return <ActionMenu items={items} />;
}
