import { Link, NavLink } from 'react-router';
import { Logo, sidebarClassNames, type SidebarDrawer } from '@deckmill/ui';
import { paths } from '../../config/paths';
import { useLocalMode } from '../../lib/useLocalMode';
import { navSectionsFor } from './navItems';
import styles from './AppLayout.module.css';

export const SIDEBAR_ID = 'app-sidebar';

export function Sidebar({ drawer }: { drawer: SidebarDrawer }) {
  const navSections = navSectionsFor(useLocalMode());
  return (
    <nav
      ref={drawer.ref}
      id={drawer.id}
      className={drawer.className}
      data-open={drawer.open}
      aria-label="Main navigation"
    >
      <Link className={sidebarClassNames.title} to={paths.dashboard}>
        <Logo tone="light" />
      </Link>
      {navSections.map((section) => (
        <div key={section.label} className={styles.navSection}>
          <h2 className={styles.navHeading}>{section.label}</h2>
          <ul className={sidebarClassNames.navList}>
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={sidebarClassNames.navLink}>
                  <item.icon className={sidebarClassNames.navIcon} aria-hidden="true" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
