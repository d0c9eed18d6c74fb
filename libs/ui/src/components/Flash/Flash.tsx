import { X } from 'lucide-react';
import styles from './Flash.module.css';

/** The flash keys: notice and success are good news, alert and error are bad news. */
export type FlashKind = 'notice' | 'success' | 'alert' | 'error';

export function flashTone(kind: FlashKind): 'green' | 'red' {
  return kind === 'notice' || kind === 'success' ? 'green' : 'red';
}

export interface FlashProps {
  kind: FlashKind;
  message: string;
  onDismiss?: () => void;
}

/**
 * An inline green (notice/success) or red (alert/error) message inside a form or card, for a result that
 * belongs there (the contact form sent, a confirmation link used); red ones interrupt screen readers. An
 * action's outcome is a toast instead (useFlash in @deckmill/web-data).
 */
export function Flash({ kind, message, onDismiss }: FlashProps) {
  const tone = flashTone(kind);
  return (
    <div className={styles.flash} data-tone={tone} role={tone === 'red' ? 'alert' : 'status'}>
      <p className={styles.message}>{message}</p>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss message">
          <X aria-hidden="true" size={18} />
        </button>
      )}
    </div>
  );
}
