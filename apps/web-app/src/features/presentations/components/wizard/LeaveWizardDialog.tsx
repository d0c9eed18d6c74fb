import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@deckmill/ui';

export interface LeaveWizardDialogProps {
  /** A data file is chosen: there is work to lose. */
  filled: boolean;
  /** Set once the batch is created, so the move to its page is not held up (read when navigating). */
  done: RefObject<boolean>;
}

/**
 * Leaving a filled wizard (for another page, or closing the tab) asks first; moving between its own steps
 * (`?step=`) does not.
 */
export function LeaveWizardDialog({ filled, done }: LeaveWizardDialogProps) {
  const active = filled && !done.current;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      filled && !done.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this batch?"
      message="The template, the CSV file and the column mapping you chose will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
