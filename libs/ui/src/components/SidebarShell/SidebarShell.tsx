import { useRef, type ReactNode, type RefObject } from 'react';
import { Menu, X } from 'lucide-react';
import { usePageToggle } from '../../hooks/usePageToggle';
import styles from './SidebarShell.module.css';

/** What the sidebar's root element takes: `ref`, `id`, `className` and `data-open={open}`. */
export interface SidebarDrawer {
  ref: RefObject<HTMLElement | null>;
  id: string;
  className: string;
  open: boolean;
}

/** Class names for the sidebar's contents, so every front end's sidebar looks alike. */
export const sidebarClassNames = {
  title: styles.title,
  navList: styles.navList,
  navLink: styles.navLink,
  navIcon: styles.navIcon,
} as const;

export interface SidebarShellProps {
  /** Changes on every navigation (the router's location key), which closes the drawer. */
  pageKey: string;
  sidebarId: string;
  /** The main element's id, the target of the skip link. */
  mainId: string;
  /** The toggle's accessible names. */
  toggleLabels: { open: string; close: string };
  sidebar: (drawer: SidebarDrawer) => ReactNode;
  /** The bar above the content; the drawer toggle comes first in it. */
  barClassName: string;
  bar?: ReactNode;
  /** Extra classes: the bar's spacing for the toggle, the content's width. */
  toggleClassName?: string;
  mainClassName?: string;
  children: ReactNode;
}

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A signed-in page frame: skip link, sidebar (a drawer behind a toggle below 768px, closed again by any
 * navigation or Escape), and a column with a bar over the main content.
 */
export function SidebarShell({
  pageKey,
  sidebarId,
  mainId,
  toggleLabels,
  sidebar,
  barClassName,
  bar,
  toggleClassName,
  mainClassName,
  children,
}: SidebarShellProps) {
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawer = usePageToggle(pageKey, { focusOnOpenRef: sidebarRef, returnFocusRef: toggleRef });

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        Skip to content
      </a>
      {sidebar({ ref: sidebarRef, id: sidebarId, className: styles.sidebar, open: drawer.open })}
      {drawer.open && <div className={styles.backdrop} onClick={drawer.close} aria-hidden="true" />}
      <div className={styles.column}>
        <header className={barClassName}>
          <button
            ref={toggleRef}
            type="button"
            className={classes(styles.toggle, toggleClassName)}
            aria-controls={sidebarId}
            aria-expanded={drawer.open}
            onClick={drawer.toggle}
          >
            {drawer.open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
            <span className="dm-visually-hidden">{drawer.open ? toggleLabels.close : toggleLabels.open}</span>
          </button>
          {bar}
        </header>
        <main id={mainId} className={classes(styles.main, mainClassName)} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
