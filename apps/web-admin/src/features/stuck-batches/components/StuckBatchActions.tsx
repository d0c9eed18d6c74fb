import { useState } from 'react';
import { Button, ConfirmDialog } from '@deckmill/ui';
import { errorMessage, useFlash } from '@deckmill/web-data';
import type { AdminStuckBatch } from '../../../shared/adminTypes';
import { useCancelStuckBatchMutation, useResumeStuckBatchMutation } from '../api/stuckBatchesApi';
import { cancelledMessage, resumedMessage } from './stuckWording';
import styles from './StuckBatches.module.css';

type Asking = 'resume' | 'cancel' | null;

/** Resume and Cancel for one stuck batch, each after a confirmation; the outcome shows as the page's notice. */
export function StuckBatchActions({ batch }: { batch: AdminStuckBatch }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [resume, resuming] = useResumeStuckBatchMutation();
  const [cancel, cancelling] = useCancelStuckBatchMutation();
  const { show } = useFlash();

  async function confirmResume() {
    const result = await resume(batch.id);
    setAsking(null);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The batch could not be resumed.');
    else show('notice', resumedMessage(result.data));
  }

  async function confirmCancel() {
    const result = await cancel(batch.id);
    setAsking(null);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The batch could not be cancelled.');
    else show('notice', cancelledMessage(result.data));
  }

  return (
    <div className={styles.actions}>
      <Button size="sm" onClick={() => setAsking('resume')} aria-label={`Resume ${batch.name}`}>
        Resume
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setAsking('cancel')}
        aria-label={`Cancel ${batch.name}`}
      >
        Cancel
      </Button>
      <ConfirmDialog
        open={asking === 'resume'}
        title="Resume batch"
        message={`Send the unfinished work of “${batch.name}” again? Rows already made are not made twice.`}
        confirmLabel="Resume"
        busyLabel="Resuming..."
        cancelLabel="Back"
        busy={resuming.isLoading}
        onConfirm={() => void confirmResume()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        title="Cancel batch"
        message={`Cancel “${batch.name}” for its owner? Decks not made yet will not be made; this cannot be undone.`}
        confirmLabel="Cancel batch"
        busyLabel="Cancelling..."
        cancelLabel="Keep it"
        busy={cancelling.isLoading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
