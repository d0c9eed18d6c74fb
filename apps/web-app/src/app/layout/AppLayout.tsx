import { useLocation } from 'react-router';
import { SidebarShell, SidebarShellSkeleton } from '@deckmill/ui';
import type { CurrentUser } from '@deckmill/web-data';
import { ConfirmationGate } from '../../features/auth/components/ConfirmationGate';
import { AccountMenu } from './AccountMenu';
import { OutageBanner } from '../status/OutageBanner';
import { FlashArea } from './FlashArea';
import { PageOutlet } from './PageOutlet';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import styles from './AppLayout.module.css';

/** The signed-in layout: sidebar (a drawer on small screens), top bar (breadcrumb, command menu, account menu), flash. */
export function AppLayout({ user }: { user: CurrentUser }) {
  const location = useLocation();
  return (
    <SidebarShell
      pageKey={location.key}
      sidebarId={SIDEBAR_ID}
      mainId="main-content"
      toggleLabels={{ open: 'Open navigation', close: 'Close navigation' }}
      sidebar={(drawer) => <Sidebar drawer={drawer} />}
      barClassName={styles.topBar}
      bar={
        <>
          <TopBar />
          <AccountMenu user={user} />
        </>
      }
      toggleClassName={styles.drawerToggle}
      mainClassName={styles.main}
    >
      <ConfirmationGate user={user} />
      <FlashArea />
      <OutageBanner />
      <PageOutlet />
    </SidebarShell>
  );
}

/** The layout's shape while the session loads (before the user, and so the layout, is known). */
export function AppLayoutSkeleton() {
  return (
    <SidebarShellSkeleton
      label="Loading your account..."
      barClassName={styles.topBar}
      mainClassName={styles.main}
    />
  );
}
