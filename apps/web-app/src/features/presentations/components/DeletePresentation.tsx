import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ConfirmDialog } from '@deckmill/ui';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useDeletePresentationMutation } from '../api/presentationsApi';
import styles from './DeletePresentation.module.css';

/**
 * "Delete presentation" on a finished batch, behind a confirmation that names what goes; then back
 * to the presentations list with a notice. The server refuses a team member (403) and a batch still running
 * (409): the refusal is shown as it comes.
 */
export function DeletePresentation({ id, name }: { id: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const [deletePresentation, { isLoading }] = useDeletePresentationMutation();
  const navigate = useNavigate();
  const { show } = useFlash();

  async function confirm() {
    const result = await deletePresentation({ id });
    setConfirming(false);
    if ('error' in result)
      show('alert', errorMessage(result.error) ?? 'The presentation could not be deleted.');
    else {
      await navigate(paths.presentations, {
        state: flashState('notice', `The presentation “${name}” was deleted.`),
      });
    }
  }

  return (
    <div className={styles.actions}>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete presentation
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete presentation"
        message={`Delete “${name}” and everything of it: its decks, PDFs and downloads, its rows and their data, and its e-mail deliveries? This action cannot be undone.`}
        confirmLabel="Delete presentation"
        cancelLabel="Keep presentation"
        busyLabel="Deleting..."
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
