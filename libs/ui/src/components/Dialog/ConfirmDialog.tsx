import { useRef } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogActions } from './Dialog';
import { useBusyLabel } from '../../hooks/useBusyLabel';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question to confirm, for example 'Are you sure you want to delete this team? ...'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel has focus first so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const label = useBusyLabel(busy, confirmLabel, busyLabel);
  return (
    <Dialog open={open} title={title} onClose={onCancel} role="alertdialog" initialFocusRef={cancelRef}>
      <p>{message}</p>
      <DialogActions>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
