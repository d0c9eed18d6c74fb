import { useLocation } from 'react-router';
import { SidebarShell } from '@deckmill/ui';
import type { CurrentUser } from '@deckmill/web-data';
import { ADMIN_SIDEBAR_ID, AdminSidebar } from './AdminSidebar';
import { PageOutlet } from './PageOutlet';
import { FlashArea } from './FlashArea';
import styles from './AdminLayout.module.css';

/** The admin panel's layout; on small screens the sidebar slides out from a menu button. */
export function AdminLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  return (
    <SidebarShell
      pageKey={location.key}
      sidebarId={ADMIN_SIDEBAR_ID}
      mainId="admin-content"
      toggleLabels={{ open: 'Open menu', close: 'Close menu' }}
      sidebar={(drawer) => <AdminSidebar drawer={drawer} user={user} />}
      barClassName={styles.mobileBar}
      bar={<span className={styles.mobileTitle}>Admin Panel</span>}
      mainClassName={styles.main}
    >
      <FlashArea />
      <PageOutlet />
    </SidebarShell>
  );
}
