import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageToggle } from '@deckmill/ui';
import type { CurrentUser } from '@deckmill/web-data';
import { ADMIN_SIDEBAR_ID, AdminSidebar } from './AdminSidebar';
import { FlashArea } from './FlashArea';
import styles from './AdminLayout.module.css';

/** The admin layout of spec 2.4; on small screens the sidebar slides out from a menu button. */
export function AdminLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = usePageToggle(location.key, { focusOnOpenRef: sidebarRef, returnFocusRef: toggleRef });

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#admin-content">
        Skip to content
      </a>
      <header className={styles.mobileBar}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-controls={ADMIN_SIDEBAR_ID}
          aria-expanded={menu.open}
          onClick={menu.toggle}
        >
          <span aria-hidden="true">☰</span>
          <span className="dm-visually-hidden">{menu.open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <span className={styles.mobileTitle}>Admin Panel</span>
      </header>
      <AdminSidebar ref={sidebarRef} user={user} open={menu.open} />
      {menu.open && <div className={styles.backdrop} onClick={menu.close} aria-hidden="true" />}
      <main id="admin-content" className={styles.main} tabIndex={-1}>
        <FlashArea />
        <Outlet />
      </main>
    </div>
  );
}
