import type { Ref } from 'react';
import { Link, NavLink } from 'react-router';
import { Badge } from '@deckmill/ui';
import type { CurrentUser } from '@deckmill/web-data';
import { adminPaths, appPaths } from '../routing/paths';
import { adminNavItems } from './navItems';
import styles from './AdminLayout.module.css';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

/** Title, the five admin sections, and a footer with who is signed in and the way back to the app. */
export function AdminSidebar({
  user,
  open,
  ref,
}: {
  user: CurrentUser;
  open: boolean;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <aside ref={ref} id={ADMIN_SIDEBAR_ID} className={styles.sidebar} data-open={open}>
      <Link className={styles.title} to={adminPaths.dashboard}>
        Admin Panel
      </Link>
      <nav aria-label="Admin navigation">
        <ul className={styles.navList}>
          {adminNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={styles.navLink}>
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
