import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog as RacDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Receives focus on open; defaults to the first field or button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * 'palette' is a search box over a list (the command menu): high on the page and wider, its children fill
   * it edge to edge, the title names it for assistive technology only, and a click outside closes it as it
   * closes a menu.
   */
  variant?: 'form' | 'palette';
}

/**
 * A modal dialog on React Aria's ModalOverlay/Modal/Dialog: the title labels it, focus moves in and stays
 * inside, the page behind is hidden from screen readers, Escape closes, and focus returns to the opener.
 * A click on the backdrop does not close a form, so a half-filled one is never lost by accident.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  role = 'dialog',
  initialFocusRef,
  variant = 'form',
}: DialogProps) {
  const panelRef = useRef<HTMLElement>(null);
  const palette = variant === 'palette';
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable={palette}
      className={palette ? `${styles.backdrop} ${styles.paletteBackdrop}` : styles.backdrop}
    >
      <Modal className={palette ? `${styles.modal} ${styles.paletteModal}` : styles.modal}>
        <RacDialog
          ref={panelRef}
          role={role}
          aria-label={palette ? title : undefined}
          className={palette ? styles.palettePanel : styles.panel}
        >
          <FocusOnOpen panelRef={panelRef} initialFocusRef={initialFocusRef} />
          {!palette && (
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          )}
          {children}
        </RacDialog>
      </Modal>
    </ModalOverlay>
  );
}

const FIRST_CONTROL = ':is(input, select, textarea, button):not(:disabled), a[href]';

/** React Aria focuses the dialog itself; a form is quicker to fill with its first control focused. */
function FocusOnOpen({
  panelRef,
  initialFocusRef,
}: {
  panelRef: RefObject<HTMLElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    const target = initialFocusRef?.current ?? panelRef.current?.querySelector<HTMLElement>(FIRST_CONTROL);
    target?.focus();
  }, [panelRef, initialFocusRef]);
  return null;
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
