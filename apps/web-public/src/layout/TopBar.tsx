import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@deckmill/ui';
import { useSession } from '../session/useSession';
import { PRIMARY_LINKS } from '../site/navigation';
import { SessionActions } from './SessionActions';
import { SolutionsMenu } from './SolutionsMenu';
import styles from './TopBar.module.css';

export function TopBar() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Deckmill home">
          <Logo />
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <div id="site-navigation" className={styles.navArea} data-open={menuOpen}>
          <nav aria-label="Main">
            <ul className={styles.links}>
              <li>
                <SolutionsMenu />
              </li>
              {PRIMARY_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink className={styles.link} to={link.to}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SessionActions session={session} />
        </div>
      </div>
    </header>
  );
}
