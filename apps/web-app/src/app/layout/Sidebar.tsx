import type { Ref } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../routing/paths';
import { navSections } from './navItems';
import styles from './AppLayout.module.css';

export const SIDEBAR_ID = 'app-sidebar';

export function Sidebar({ open, ref }: { open: boolean; ref?: Ref<HTMLElement> }) {
  return (
    <nav ref={ref} id={SIDEBAR_ID} className={styles.sidebar} data-open={open} aria-label="Main navigation">
      <Link className={styles.brand} to={paths.dashboard}>
        Deckmill
      </Link>
      {navSections.map((section) => (
        <div key={section.label} className={styles.navSection}>
          <h2 className={styles.navHeading}>{section.label}</h2>
          <ul className={styles.navList}>
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.navLink}>
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
