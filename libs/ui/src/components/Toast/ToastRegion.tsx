import { X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as RacToastRegion,
} from 'react-aria-components';
import type { ToastQueueOf } from './toastQueue';
import styles from './Toast.module.css';

export interface ToastRegionProps {
  queue: ToastQueueOf;
}

/**
 * The page's toasts, stacked bottom-right (bottom, full width, on small screens). Built on React Aria's
 * UNSTABLE_ToastRegion (react-aria-components 1.22.1, pinned): F6 reaches the region, hovering or focusing
 * it pauses the timers, and a toast never takes focus. Success and info are announced politely
 * (`role="status"`); errors interrupt (`role="alert"`), like the form error boxes.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  return (
    <RacToastRegion queue={queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast} data-tone={toast.content.tone}>
          <ToastContent
            className={styles.content}
            role={toast.content.tone === 'error' ? 'alert' : 'status'}
            aria-live={toast.content.tone === 'error' ? 'assertive' : 'polite'}
          >
            <Text slot="title" className={styles.message}>
              {toast.content.message}
            </Text>
          </ToastContent>
          <Button slot="close" className={styles.dismiss} aria-label="Dismiss notification">
            <X aria-hidden="true" size={16} />
          </Button>
        </Toast>
      )}
    </RacToastRegion>
  );
}
