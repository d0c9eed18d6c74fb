import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { SOLUTION_LINKS } from '../site/navigation';
import styles from './TopBar.module.css';

/** A disclosure with the five solution pages; it works before hydration and closes after navigating. */
export function SolutionsMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    details.current?.removeAttribute('open');
  }, [pathname]);
  return (
    <details ref={details} className={styles.menu}>
      <summary className={styles.link}>Solutions</summary>
      <ul className={styles.menuList}>
        {SOLUTION_LINKS.map((link) => (
          <li key={link.to}>
            <Link className={styles.menuLink} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
