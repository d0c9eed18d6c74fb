import { useState } from 'react';
import type { PresentationDetail } from '@deckmill/api-contracts';
import { Button, ConfirmDialog, formatDate } from '@deckmill/ui';
import { errorMessage, useFlash } from '@deckmill/web-data';
import { useDeletePresentationDecksMutation } from '../api/presentationsApi';
import styles from './DeckRetention.module.css';

type Retention = Pick<
  PresentationDetail,
  'id' | 'decks_expire_at' | 'decks_deleted_at' | 'decks_deleted_reason'
>;

/**
 * How long a finished batch's files are kept under the plan ("Decks are kept until ..."), with
 * "Delete decks now" behind a confirmation; once deleted, when and why. Nothing while the batch runs (its
 * files have no expiry date yet).
 */
export function DeckRetention({ detail }: { detail: Retention }) {
  const [confirming, setConfirming] = useState(false);
  const [deleteDecks, { isLoading }] = useDeletePresentationDecksMutation();
  const { show } = useFlash();

  if (detail.decks_deleted_at) {
    const why = detail.decks_deleted_reason === 'expired' ? 'expired and were deleted' : 'were deleted';
    return (
      <p className={styles.deleted}>
        The decks and PDFs of this batch {why} on {formatDate(detail.decks_deleted_at)}. The batch’s details
        stay; generate it again to get the files back.
      </p>
    );
  }
  if (!detail.decks_expire_at) return null;

  async function confirm() {
    const result = await deleteDecks({ id: detail.id });
    setConfirming(false);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The decks could not be deleted.');
    else show('notice', 'The decks were deleted.');
  }

  return (
    <div className={styles.retention}>
      <p className={styles.until}>Decks are kept until {formatDate(detail.decks_expire_at)}.</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Delete decks now
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete decks now"
        message="Delete every deck, PDF and download of this batch now? The batch’s details stay, but the files cannot be downloaded again. This action cannot be undone."
        confirmLabel="Delete decks"
        cancelLabel="Keep decks"
        busyLabel="Deleting..."
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
