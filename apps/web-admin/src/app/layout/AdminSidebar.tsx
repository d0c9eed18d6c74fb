import { Link, NavLink } from 'react-router';
import { Badge, Logo, sidebarClassNames, type SidebarDrawer } from '@deckmill/ui';
import type { CurrentUser } from '@deckmill/web-data';
import { adminPaths, appPaths } from '../../config/paths';
import { adminNavItems } from './navItems';
import styles from './AdminLayout.module.css';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

/** Title, the five admin sections, and a footer with who is signed in and the way back to the app. */
export function AdminSidebar({ drawer, user }: { drawer: SidebarDrawer; user: CurrentUser }) {
  return (
    <aside
      ref={drawer.ref}
      id={drawer.id}
      className={`${drawer.className} ${styles.sidebar}`}
      data-open={drawer.open}
    >
      <Link className={`${sidebarClassNames.title} ${styles.title}`} to={adminPaths.dashboard}>
        <Logo tone="light" />
        <span className={styles.panelName}>Admin Panel</span>
      </Link>
      <nav aria-label="Admin navigation">
        <ul className={sidebarClassNames.navList}>
          {adminNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={sidebarClassNames.navLink}>
                <item.icon className={sidebarClassNames.navIcon} aria-hidden="true" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <footer className={styles.footer}>
        <p className={styles.identity}>
          <span className={styles.userName}>{user.name?.trim() || user.email}</span>
          <Badge tone="blue">Admin</Badge>
        </p>
        <a className={styles.backLink} href={appPaths.dashboard}>
          Back to app
        </a>
      </footer>
    </aside>
  );
}
