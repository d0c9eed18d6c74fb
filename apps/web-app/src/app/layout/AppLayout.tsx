import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageToggle } from '@deckmill/ui';
import type { CurrentUser } from '@deckmill/web-data';
import { ConfirmationGate } from '../../features/auth/components/ConfirmationGate';
import { AccountMenu } from './AccountMenu';
import { FlashArea } from './FlashArea';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import styles from './AppLayout.module.css';

/** The signed-in layout of spec 2.3: sidebar (a drawer on small screens), top bar with account menu, flash. */
export function AppLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawer = usePageToggle(location.key, { focusOnOpenRef: sidebarRef, returnFocusRef: toggleRef });

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <Sidebar ref={sidebarRef} open={drawer.open} />
      {drawer.open && <div className={styles.backdrop} onClick={drawer.close} aria-hidden="true" />}
      <div className={styles.column}>
        <header className={styles.topBar}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.drawerToggle}
            aria-controls={SIDEBAR_ID}
            aria-expanded={drawer.open}
            onClick={drawer.toggle}
          >
            <span aria-hidden="true">☰</span>
            <span className="dm-visually-hidden">{drawer.open ? 'Close navigation' : 'Open navigation'}</span>
          </button>
          <AccountMenu user={user} />
        </header>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <ConfirmationGate user={user} />
          <FlashArea />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
