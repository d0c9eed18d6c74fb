import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { SOLUTION_LINKS } from '../site/navigation';
import { useDismissDetails } from './useDismissDetails';
import styles from './TopBar.module.css';

/**
 * A disclosure with the five solution pages; it works before hydration, and after it closes on navigation,
 * Escape (focus back on "Solutions") and a click outside.
 */
export function SolutionsMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    details.current?.removeAttribute('open');
  }, [pathname]);
  useDismissDetails(details);
  return (
    <details ref={details} className={styles.menu}>
      <summary className={`${styles.link} dm-icon-text`}>
        Solutions
        <ChevronDown className={styles.chevron} aria-hidden="true" size={16} />
      </summary>
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
