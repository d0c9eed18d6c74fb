import { ConfirmDialog } from '@deckmill/ui';

/** What an admin is about to do to their own membership. */
export type SelfChange = 'demote' | 'remove';

const TEXTS = {
  demote: {
    title: 'Make Yourself a Member',
    message:
      'Are you sure you want to give up your admin role? You will no longer manage members, invitations or the ' +
      "team's settings, and only another admin can make you an admin again.",
    confirmLabel: 'Make me a member',
    busyLabel: 'Saving...',
  },
  remove: {
    title: 'Remove Yourself',
    message:
      'Are you sure you want to remove yourself from this team? You will lose access to its templates and ' +
      'presentations until an admin invites you again.',
    confirmLabel: 'Remove me',
    busyLabel: 'Removing...',
  },
} as const;

export interface SelfChangeDialogProps {
  change: SelfChange | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks an admin before they demote or remove themselves (an alert dialog: Cancel focused, Escape cancels). */
export function SelfChangeDialog({ change, busy, onConfirm, onCancel }: SelfChangeDialogProps) {
  const texts = TEXTS[change ?? 'remove'];
  return (
    <ConfirmDialog
      open={change !== null}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirmLabel}
      busyLabel={texts.busyLabel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
