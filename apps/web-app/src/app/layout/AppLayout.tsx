import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { CurrentUser } from '@deckmill/web-data';
import { AccountMenu } from './AccountMenu';
import { FlashArea } from './FlashArea';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import styles from './AppLayout.module.css';

/** The signed-in layout of spec 2.3: sidebar (a drawer on small screens), top bar with account menu, flash. */
export function AppLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  // The drawer belongs to the page it was opened on, so choosing a link closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === location.key;

  useEffect(() => {
    if (!drawerOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setDrawerOpenOn(null);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <Sidebar open={drawerOpen} />
      {drawerOpen && (
        <div className={styles.backdrop} onClick={() => setDrawerOpenOn(null)} aria-hidden="true" />
      )}
      <div className={styles.column}>
        <header className={styles.topBar}>
          <button
            type="button"
            className={styles.drawerToggle}
            aria-controls={SIDEBAR_ID}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpenOn(drawerOpen ? null : location.key)}
          >
            <span aria-hidden="true">☰</span>
            <span className="dm-visually-hidden">{drawerOpen ? 'Close navigation' : 'Open navigation'}</span>
          </button>
          <AccountMenu user={user} />
        </header>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <FlashArea />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
