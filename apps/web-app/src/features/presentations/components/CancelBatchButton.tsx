import { useState } from 'react';
import { Button, ConfirmDialog } from '@deckmill/ui';
import { errorMessage, useFlash } from '@deckmill/web-data';
import { useCancelPresentationMutation } from '../api/presentationsApi';

/**
 * Stops a running batch after a confirmation. The decks made so far stay downloadable; the page's
 * next data (the mutation refreshes it) shows the batch cancelled, and this button is gone with `running`.
 */
export function CancelBatchButton({ batchId }: { batchId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelPresentationMutation();
  const { show } = useFlash();

  async function confirm() {
    const result = await cancel({ id: batchId });
    setConfirming(false);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The batch could not be cancelled.');
    else show('notice', 'The batch was cancelled.');
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel generation"
        message="Stop generating this batch? Presentations already made stay available; the rest are not made and do not count towards your monthly allowance."
        confirmLabel="Cancel generation"
        cancelLabel="Keep generating"
        busyLabel="Cancelling..."
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
