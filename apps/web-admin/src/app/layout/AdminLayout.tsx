import { useLocation } from 'react-router';
import { SidebarShell, SidebarShellSkeleton } from '@deckmill/ui';
import type { CurrentUser } from '@deckmill/web-data';
import { ADMIN_SIDEBAR_ID, AdminSidebar } from './AdminSidebar';
import { AdminTopBar } from './AdminTopBar';
import { PageOutlet } from './PageOutlet';
import { FlashArea } from './FlashArea';
import styles from './AdminLayout.module.css';

/** The admin panel's layout: a sidebar and a top bar as in the app; on phones the sidebar is a drawer. */
export function AdminLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  return (
    <SidebarShell
      pageKey={location.key}
      sidebarId={ADMIN_SIDEBAR_ID}
      mainId="admin-content"
      toggleLabels={{ open: 'Open menu', close: 'Close menu' }}
      sidebar={(drawer) => <AdminSidebar drawer={drawer} user={user} />}
      barClassName={styles.topBar}
      bar={<AdminTopBar />}
      mainClassName={styles.main}
    >
      <FlashArea />
      <PageOutlet />
    </SidebarShell>
  );
}

/** The layout's shape while the session loads (before the operator, and so the layout, is known). */
export function AdminLayoutSkeleton() {
  return (
    <SidebarShellSkeleton
      label="Loading your account..."
      barClassName={styles.topBar}
      mainClassName={styles.main}
    />
  );
}
