import { ChevronRight } from 'lucide-react';
import { matchPath, useLocation } from 'react-router';
import { adminNavItems } from './navItems';
import styles from './AdminLayout.module.css';

/**
 * The top bar's breadcrumb: the section the page belongs to ("Users" on a user's page too), as the app's top
 * bar shows it, so a page's heading sits at the same height in both front ends. On phones, where the sidebar
 * is a drawer, "Admin Panel" leads it.
 */
export function AdminTopBar() {
  const { pathname } = useLocation();
  const section = adminNavItems.find((item) =>
    matchPath({ path: item.to, end: item.end ?? false }, pathname),
  );
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <span className={styles.panelCrumb}>
        Admin Panel
        {section && <ChevronRight className={styles.crumbSeparator} aria-hidden="true" size={14} />}
      </span>
      {section && (
        <span className={styles.currentCrumb} aria-current="page">
          {section.label}
        </span>
      )}
    </nav>
  );
}
